import type { ProgramDefinition, ProgramPlan } from '@portal/contract';

/** A new program as the editor starts it: closed (no dates yet), free, open to every student, no seats. */
export const newProgram = (): ProgramDefinition => ({
  Code: '',
  PageName: 'international',
  Mode: 'semester-exchange',
  Selection: 'ranked',
  TitleEn: '',
  TitleAr: '',
  IntroEn: '',
  IntroAr: '',
  FlyerEn: '',
  FlyerAr: '',
  OpensAt: '',
  ClosesAt: '',
  MaxChoices: 3,
  FeePiastres: 0,
  Eligibility: {
    FacultyIds: [],
    ProgramIds: [],
    MinLevel: null,
    MaxLevel: null,
    MinGpa: null,
    Standings: [],
    NoDisciplinaryHold: true,
  },
  Seats: [],
  Plans: [],
  Active: true,
});

/** A listed program as its editor starts it: its counts of applications are not part of the definition. */
export function definitionOf(program: ProgramDefinition & { Applications: unknown }): ProgramDefinition {
  const definition: ProgramDefinition & { Applications?: unknown } = { ...program };
  delete definition.Applications;
  return definition;
}

export const newPlan = (at: number): ProgramPlan => ({
  Code: `plan-${String(at + 1)}`,
  NameEn: '',
  NameAr: '',
  Installments: [{ Percent: 100, DueDate: '' }],
});

/** The plans whose installments' percents do not add up to 100: the fee would not be paid exactly once. */
export const plansNotWhole = (plans: readonly ProgramPlan[]): ProgramPlan[] =>
  plans.filter((plan) => plan.Installments.reduce((sum, one) => sum + one.Percent, 0) !== 100);

/** Ids typed as "3, 7, 12" (empty: any); null when something else was typed. */
export function idsOf(typed: string): number[] | null {
  const parts = typed
    .split(/[,،\s]+/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (!parts.every((part) => /^\d{1,9}$/.test(part))) return null;
  return parts.map(Number);
}
