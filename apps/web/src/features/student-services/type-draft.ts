import type { FormField, OrderTypeDefinition } from '@portal/contract';

export const newField = (at: number): FormField => ({
  Key: `field-${String(at + 1)}`,
  Kind: 'text',
  LabelEn: '',
  LabelAr: '',
  HelpEn: null,
  HelpAr: null,
  Required: true,
  Options: [],
  Min: null,
  Max: null,
});

/** A new type as the editor starts it: free, offered, open to every student, with no form or checklist. */
export const newDefinition = (): OrderTypeDefinition => ({
  Code: '',
  NameEn: '',
  NameAr: '',
  DescriptionEn: '',
  DescriptionAr: '',
  Purpose: 'none',
  Office: 'student-affairs',
  FeePiastres: 0,
  ServiceDays: 5,
  Active: true,
  Fields: [],
  Documents: [],
  Eligibility: {
    MinLevel: null,
    MaxLevel: null,
    OpensAt: null,
    ClosesAt: null,
    OneOpenAtATime: true,
    NotOnProbation: false,
  },
});
