import { z } from 'zod';
import { examKind } from './exams.js';

/** The university systems a student holds an account in: the learning platform, campus Wi-Fi, exam PCs. */
export const CREDENTIAL_SYSTEMS = ['moodle', 'wifi', 'exam'] as const;
export const credentialSystem = z.enum(CREDENTIAL_SYSTEMS);
export type CredentialSystemName = z.infer<typeof credentialSystem>;

const instant = z.string().describe('ISO 8601 instant (UTC)');

/** The systems whose password the student sets themselves; exam passwords are issued per exam. */
export const resettableSystem = z.enum(['moodle', 'wifi']);
export type ResettableSystem = z.infer<typeof resettableSystem>;

/** Seconds a revealed password stays on screen before the page hides it again. */
export const REVEAL_SECONDS = 30;

/** The exam a credential opens, and the window in which it is shown. */
export const credentialExam = z.object({
  ExamId: z.number().int(),
  Kind: examKind,
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  StartsAt: instant,
  /** From when the credential is shown (shortly before the exam starts) until `ClosesAt` (its end). */
  OpensAt: instant,
  ClosesAt: instant,
});
export type CredentialExam = z.infer<typeof credentialExam>;

export const studentCredential = z.object({
  CredentialId: z.number().int(),
  System: credentialSystem,
  UserName: z.string(),
  /** Never the password: a fixed mask. The password comes only from RevealStudentCredential. */
  MaskedPassword: z.string(),
  /** `initial`: issued by the university; `reset`: set by the student with SaveStudentPassword. */
  Origin: z.enum(['initial', 'reset']),
  UpdatedAt: instant,
  /** Only for `exam` credentials. */
  Exam: credentialExam.nullable(),
});
export type StudentCredential = z.infer<typeof studentCredential>;

/** GET /api/StudentService/GetStudentCredentials?System=wifi */
export const getStudentCredentialsQuery = z.object({ System: credentialSystem });
export const getStudentCredentialsResponse = z.object({
  System: credentialSystem,
  /** For exams, only those whose window is open now. */
  Credentials: z.array(studentCredential),
  /** Exams only: the student's exams whose credentials are not shown yet, with when they will be. */
  Upcoming: z.array(credentialExam),
  RevealSeconds: z.number().int(),
});
export type StudentCredentials = z.infer<typeof getStudentCredentialsResponse>;

/** POST /api/StudentService/RevealStudentCredential: one password, once per tap; written to the student's log. */
export const revealStudentCredentialBody = z.object({ CredentialId: z.number().int().positive() });
export const revealStudentCredentialResponse = z.object({
  CredentialId: z.number().int(),
  Password: z.string(),
  /** The page hides the password again after this many seconds. */
  HideAfterSeconds: z.number().int(),
});
export type RevealedCredential = z.infer<typeof revealStudentCredentialResponse>;

/** POST /api/StudentService/SaveStudentPassword: a new Moodle or Wi-Fi password that meets the system's rules. */
export const saveStudentPasswordBody = z.object({
  System: resettableSystem,
  NewPassword: z.string().min(1).max(128),
  /** The same password typed again. */
  ConfirmPassword: z.string().max(128),
});
export const saveStudentPasswordResponse = studentCredential;
