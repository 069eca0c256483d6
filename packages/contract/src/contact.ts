import { z } from 'zod';
import { studentCodeField } from './advising/student-code-field.js';
import { EMERGENCY_PHONE_SAME, emergencyPhoneDiffers, selfEditableContactFields } from './contact-fields.js';

const instant = z.string().describe('ISO 8601 instant (UTC)');

/**
 * The student's record as the registrar keeps it (changed only there, with the documents that prove it):
 * shown read-only on the contact page.
 */
export const registrarRecord = z.object({
  StudentCode: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  /** Egyptian national ID (14 digits); null for a student who holds a passport instead. */
  NationalId: z.string().nullable(),
  PassportNumber: z.string().nullable(),
  /** YYYY-MM-DD; null where admissions did not record it. */
  BirthDate: z.string().nullable(),
  /** ISO 3166-1 alpha-2 ('EG'). */
  Nationality: z.string().nullable(),
  UniversityEmail: z.string(),
  ProgramEn: z.string(),
  ProgramAr: z.string(),
  FacultyEn: z.string(),
  FacultyAr: z.string(),
});
export type RegistrarRecord = z.infer<typeof registrarRecord>;

/** A personal email waiting for the student to open the link sent to it. */
export const pendingPersonalEmail = z.object({
  Email: z.string(),
  SentAt: instant,
  /** After this the link no longer works and the student asks again. */
  ExpiresAt: instant,
});

/** GET /api/Contact/GetStudentContactCard: everything the contact page shows about the student. */
export const studentContactCard = z.object({
  Registrar: registrarRecord,
  Phone: z.string().nullable(),
  Address: z.string().nullable(),
  EmergencyContactName: z.string().nullable(),
  EmergencyContactPhone: z.string().nullable(),
  EmergencyContactRelation: z.string().nullable(),
  /** When the student last saved (or confirmed for advising) the data above. */
  UpdatedAt: instant.nullable(),
  /** The confirmed personal email: only an address whose link the student opened. */
  PersonalEmail: z.string().nullable(),
  PersonalEmailConfirmedAt: instant.nullable(),
  PendingPersonalEmail: pendingPersonalEmail.nullable(),
});
export type StudentContactCard = z.infer<typeof studentContactCard>;

const registrarOnly = (keys: readonly string[]) =>
  `Only the registrar can change ${keys.join(', ')}: ask the registrar's office.`;

/**
 * POST /api/Contact/UpdateStudentContact: the fields the student keeps up to date; any other field (a name,
 * the national ID, the program…) is refused, since only the registrar changes those.
 */
export const updateStudentContactBody = z
  .strictObject(
    { StudentCode: studentCodeField, ...selfEditableContactFields },
    {
      error: (issue) => (issue.code === 'unrecognized_keys' ? registrarOnly(issue.keys) : undefined),
    },
  )
  .refine(emergencyPhoneDiffers, EMERGENCY_PHONE_SAME);
export type UpdateStudentContactBody = z.infer<typeof updateStudentContactBody>;

/** POST /api/Contact/ChangePersonalEmail: the new address stays pending until its link is opened. */
export const changePersonalEmailBody = z.strictObject(
  {
    StudentCode: studentCodeField,
    PersonalEmail: z.email('Enter an email address such as name@example.com.').max(254),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? registrarOnly(issue.keys) : undefined) },
);
export type ChangePersonalEmailBody = z.infer<typeof changePersonalEmailBody>;

/** POST /api/Contact/ConfirmPersonalEmail: the token from the link in the confirmation email. */
export const confirmPersonalEmailBody = z.object({
  StudentCode: studentCodeField,
  Token: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{20,200}$/, 'This confirmation link is incomplete: open it again from the email.'),
});
export type ConfirmPersonalEmailBody = z.infer<typeof confirmPersonalEmailBody>;

/** One of the university's offices a student contacts, as the university keeps it. */
export const universityOffice = z.object({
  Key: z.string(),
  NameEn: z.string(),
  NameAr: z.string(),
  HoursEn: z.string(),
  HoursAr: z.string(),
  Phones: z.array(z.string()),
  Emails: z.array(z.string()),
  BuildingEn: z.string(),
  BuildingAr: z.string(),
  /** An https link to the office on a map. */
  MapUrl: z.string(),
});
export type UniversityOffice = z.infer<typeof universityOffice>;

/** GET /api/Contact/GetUniversityOffices */
export const getUniversityOfficesResponse = z.object({ Offices: z.array(universityOffice) });
export type UniversityOffices = z.infer<typeof getUniversityOfficesResponse>;
