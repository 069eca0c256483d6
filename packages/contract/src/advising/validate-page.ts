import { z } from 'zod';
import { termSummary } from '../default-data.js';
import { registrationHold } from '../time-tickets.js';
import { ADVISING_MODES, advisingWindow, advisingWindowKind } from './common.js';
import { studentCodeField } from './student-code-field.js';

// ---------------------------------------------------------------------------------------------------
// Validate page

/** GET /api/AdvisingValidator/Check?kind= */
export const advisingValidatorQuery = z.object({ kind: advisingWindowKind.default('advising') });

export const advisingValidation = z.object({
  /** The server's clock, for the countdown. */
  Now: z.string(),
  Kind: advisingWindowKind,
  /** Null when the current term has no such window. */
  Window: advisingWindow.nullable(),
  WindowOpen: z.boolean(),
  /** Every hold in force (unpaid balance, evaluation, registrar or disciplinary hold, contact data…). */
  Holds: z.array(registrationHold),
  /** Contact data confirmed for the current term. */
  ContactConfirmed: z.boolean(),
  /** Every reason the student may not enter now, in plain words; empty when they may. */
  Reasons: z.array(z.string()),
  CanEnter: z.boolean(),
  AdvisingMode: z.enum(ADVISING_MODES),
  /** Where the validate page sends the student once they may enter. */
  NextPage: z.enum(['IndAdvising', 'AdvisingModules', 'AddDrop', 'Preview']),
});
export type AdvisingValidation = z.infer<typeof advisingValidation>;

// ---------------------------------------------------------------------------------------------------
// Contact data, confirmed once per term

export const studentContactDetails = z.object({
  Phone: z.string().nullable(),
  Address: z.string().nullable(),
  EmergencyContactName: z.string().nullable(),
  EmergencyContactPhone: z.string().nullable(),
  EmergencyContactRelation: z.string().nullable(),
  /** When the student last confirmed the data (ISO), any term. */
  ConfirmedAt: z.string().nullable(),
  /** The data was confirmed during the current term: advising needs this. */
  ConfirmedThisTerm: z.boolean(),
  Term: termSummary.nullable(),
});
export type StudentContactDetails = z.infer<typeof studentContactDetails>;

/** Digits with an optional leading +, spaces and dashes allowed between them: 8 to 15 digits. */
const phoneNumber = z
  .string()
  .trim()
  .regex(/^\+?[0-9][0-9 -]{6,20}[0-9]$/, 'Enter a phone number of digits, e.g. +20 100 123 4567.')
  .refine((value) => {
    const digits = value.replace(/\D/g, '').length;
    return digits >= 8 && digits <= 15;
  }, 'A phone number has 8 to 15 digits.');

/** POST /api/Portal/UpdateAdvisingContactData: replaces the data and confirms it for the current term. */
export const updateAdvisingContactDataBody = z
  .object({
    StudentCode: studentCodeField,
    Phone: phoneNumber,
    Address: z.string().trim().min(5, 'Enter your full address.').max(300),
    EmergencyContactName: z.string().trim().min(2, 'Enter the emergency contact’s name.').max(120),
    EmergencyContactPhone: phoneNumber,
    EmergencyContactRelation: z.string().trim().min(2, 'Say how the contact is related to you.').max(60),
  })
  .refine((body) => body.Phone.replace(/\D/g, '') !== body.EmergencyContactPhone.replace(/\D/g, ''), {
    path: ['EmergencyContactPhone'],
    message: 'The emergency contact needs a phone number other than yours.',
  });
export type UpdateAdvisingContactDataBody = z.infer<typeof updateAdvisingContactDataBody>;
