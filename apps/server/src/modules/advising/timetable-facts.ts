import type { RuleRefusal } from '@portal/contract';
import { independentReads } from '../../platform/db/independent-reads.js';
import { academicRecordOf } from '../transcript/service.js';
import { requisitesOfCourses } from '../academic/requisites.js';
import { creditLimitsFor, type CreditRange, type RegistrationPolicy } from './policy.js';
import { currentTermId, heldSectionIds, sectionFacts, type Reader } from './rule-queries.js';
import { judgeTimetable, type TimetableChange, type TimetableFacts } from './rules.js';
import type { Unsaid } from '../../platform/i18n/said.js';

/** The student's credit limits this term, from their record (standing, cumulative GPA) and the policy. */
export async function studentCreditLimits(
  db: Reader,
  studentId: number,
  policy: RegistrationPolicy,
  now: Date,
): Promise<CreditRange> {
  const record = await academicRecordOf(db, studentId, policy.scale, now);
  return creditLimitsFor(policy, record.standing, record.cumulative.gpa);
}

/** Loads what the rules need about the student, the sections they hold and the sections of the change. */
export async function timetableFacts(
  db: Reader,
  studentId: number,
  change: TimetableChange,
  policy: RegistrationPolicy,
  now: Date,
): Promise<TimetableFacts> {
  const termId = await currentTermId(db);
  const held = termId === null ? [] : await heldSectionIds(db, studentId, termId);
  const [sections, record] = await independentReads(db, [
    () => sectionFacts(db, [...new Set([...held, ...change.add, ...change.drop])]),
    () => academicRecordOf(db, studentId, policy.scale, now),
  ]);
  const courseIds = new Set([...sections.values()].map((section) => section.courseId));
  return {
    termId,
    held,
    sections,
    requisites: await requisitesOfCourses(db, [...courseIds]),
    passedCourseIds: record.passedCourseIds,
    limits: creditLimitsFor(policy, record.standing, record.cumulative.gpa),
  };
}

/**
 * The facts of `read` (read before the student's row was locked, on the pool) brought up to the seats the
 * student holds under the lock. Only the held seats can change while the row is locked (a second request of
 * the same student); a section's meetings, credits and requisites and the student's record change by
 * staff work, which the lock never guarded. So only sections not read before are read now, on `tx`.
 */
export async function factsUnderLock(
  tx: Reader,
  read: TimetableFacts,
  locked: { termId: number | null; held: number[] },
  change: TimetableChange,
): Promise<TimetableFacts> {
  const missing = [...new Set([...locked.held, ...change.add, ...change.drop])].filter(
    (id) => !read.sections.has(id),
  );
  if (missing.length === 0) return { ...read, termId: locked.termId, held: locked.held };
  const more = await sectionFacts(tx, missing);
  const knownCourses = new Set([...read.sections.values()].map((section) => section.courseId));
  const newCourses = [...new Set([...more.values()].map((section) => section.courseId))].filter(
    (courseId) => !knownCourses.has(courseId),
  );
  return {
    ...read,
    termId: locked.termId,
    held: locked.held,
    sections: new Map([...read.sections, ...more]),
    requisites: [...read.requisites, ...(await requisitesOfCourses(tx, newCourses))],
  };
}

/**
 * Checks the student's whole resulting timetable for the current term (held − drop + add) against every
 * registration rule. Run inside the transaction that then takes the seats, so the check and the change
 * see the same data (the seat itself is still guarded by the ledger's conditional update).
 */
export async function checkTimetable(
  tx: Reader,
  studentId: number,
  change: TimetableChange,
  now: Date,
  policy: RegistrationPolicy,
): Promise<Unsaid<RuleRefusal>[]> {
  return judgeTimetable(await timetableFacts(tx, studentId, change, policy, now), change);
}
