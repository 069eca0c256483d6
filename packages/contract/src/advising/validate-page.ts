import { z } from 'zod';
import { EMERGENCY_PHONE_SAME, emergencyPhoneDiffers, selfEditableContactFields } from '../contact-fields.js';
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

/** POST /api/Portal/UpdateAdvisingContactData: replaces the data and confirms it for the current term. */
export const updateAdvisingContactDataBody = z
  .object({ StudentCode: studentCodeField, ...selfEditableContactFields })
  .refine(emergencyPhoneDiffers, EMERGENCY_PHONE_SAME);
export type UpdateAdvisingContactDataBody = z.infer<typeof updateAdvisingContactDataBody>;
