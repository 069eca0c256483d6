import { eq } from 'drizzle-orm';
import type { WITHHOLDING_REASONS } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { faculties, programs } from '../academic/schema.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { students } from '../student/schema.js';
import { academicRecordOf } from '../transcript/service.js';

type WithholdingReason = (typeof WITHHOLDING_REASONS)[number];
import type { PartyEventRow } from './schema.js';

/** What eligibility judges a student on: their record as the transcript computes it. */
export interface PartyFacts {
  active: boolean;
  facultyId: number;
  level: number;
  /** Earned credits plus this term's courses in progress reach the program's total. */
  expectedToGraduate: boolean;
  /** The reason of a grade the registrar holds back, if any (unpaid fees, disciplinary, documents). */
  withheldReason: WithholdingReason | null;
  /** Courses the student takes this term. */
  currentCourseIds: Set<number>;
}

export async function partyFacts(
  db: Database,
  studentId: number,
  scale: GradeScale,
  now: Date,
): Promise<PartyFacts | undefined> {
  const [row] = await db
    .select({
      status: students.status,
      facultyId: students.facultyId,
      level: students.level,
      totalCredits: programs.totalCredits,
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .where(eq(students.id, studentId));
  if (!row) return undefined;
  const record = await academicRecordOf(db, studentId, scale, now);
  const current = record.attempts.filter((one) => one.attempt.termIsCurrent && one.counts === 'in_progress');
  const inProgress = current.reduce((sum, one) => sum + one.attempt.credits, 0);
  const withheld = record.attempts.find((one) => one.counts === 'withheld');
  return {
    active: row.status === 'active',
    facultyId: row.facultyId,
    level: row.level,
    expectedToGraduate: record.cumulative.earnedCredits + inProgress >= row.totalCredits,
    withheldReason: withheld?.attempt.withheldReason ?? null,
    currentCourseIds: new Set(current.map((one) => one.attempt.courseId)),
  };
}

const REASONS: Record<WithholdingReason, { en: string; ar: string }> = {
  unpaid_fees: { en: 'unpaid fees', ar: 'رسوم غير مسددة' },
  disciplinary: { en: 'a disciplinary case', ar: 'قضية تأديبية' },
  missing_documents: { en: 'missing documents', ar: 'مستندات ناقصة' },
};

async function facultyName(db: Database | Transaction, facultyId: number | null) {
  const [row] = await db
    .select({ en: faculties.nameEn, ar: faculties.nameAr })
    .from(faculties)
    .where(eq(faculties.id, facultyId ?? 0));
  return row ?? { en: '', ar: '' };
}

/** Why the student may not register for the event (whatever its dates), or null. */
export async function ineligibility(
  db: Database | Transaction,
  event: PartyEventRow,
  facts: PartyFacts,
): Promise<Said | null> {
  if (!facts.active) return say('party.notActive');
  if (event.eligibility === 'anyone') return null;
  if (event.eligibility === 'expected-graduates') {
    if (!facts.expectedToGraduate) return say('party.notExpectedGraduate');
    if (facts.withheldReason !== null) {
      return say('party.gradeWithheld', { reason: REASONS[facts.withheldReason] });
    }
    return null;
  }
  if (facts.facultyId !== event.facultyId)
    return say('party.otherFaculty', { faculty: await facultyName(db, event.facultyId) });
  if (event.eligibility === 'project-students') {
    const taking = event.projectCourseIds.some((courseId) => facts.currentCourseIds.has(courseId));
    return taking ? null : say('party.notProjectStudent');
  }
  const min = event.minLevel ?? 1;
  const max = event.maxLevel ?? 7;
  if (facts.level < min || facts.level > max)
    return say('party.levelOutside', { min, max, yours: facts.level });
  return null;
}

/** Why registrations cannot change now (the event's state and dates), or null. */
export function windowRefusal(event: PartyEventRow, now: Date, timeZone: string): Said | null {
  if (event.state !== 'open') return say('party.notOpen');
  if (now < event.registrationOpensAt)
    return say('party.notOpenYet', { opensAt: { at: event.registrationOpensAt, timeZone } });
  if (now >= event.registrationClosesAt)
    return say('party.closed', { closesAt: { at: event.registrationClosesAt, timeZone } });
  return null;
}
