import type { Language } from '../../platform/i18n/language.js';
import type { GradeScale } from '../registration/grade-scale.js';

/** Who acts, and what the rules need to know: every student call of the module takes one. */
export interface PartyStudent {
  studentId: number;
  /** The staff member acting as the student, written to the student's log. */
  actingStaffId: number | null;
  now: Date;
  timeZone: string;
  scale: GradeScale;
  language: Language;
  universityName: string;
}
