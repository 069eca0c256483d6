import type { AdvisingWindowKind, RuleRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { independentReads } from '../../platform/db/independent-reads.js';
import { sharedDateFormat } from '../../platform/clock.js';
import { registrationHolds } from './holds.js';
import { academicRecordOf } from '../transcript/service.js';
import { creditLimitsFor, type CreditRange, type RegistrationPolicy } from './policy.js';
import type { EntryClearance } from './entry-clearance.js';
import {
  currentTermId,
  currentWindow,
  heldSectionIds,
  sectionFacts,
  type MeetingFacts,
  type Reader,
  type SectionFacts,
} from './rule-queries.js';
import { requisitesOfCourses, type RequisiteFacts } from '../academic/requisites.js';

export type { RuleRefusal } from '@portal/contract';

/** A change of the student's timetable this term: sections to take and sections to give up. */
export interface TimetableChange {
  add: number[];
  drop: number[];
}

/** Everything the rules read, loaded once so the judgement itself is a pure function. */
export interface TimetableFacts {
  termId: number | null;
  held: number[];
  sections: Map<number, SectionFacts>;
  requisites: RequisiteFacts[];
  passedCourseIds: Set<number>;
  limits: CreditRange;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const named = (section: SectionFacts) => `${section.courseCode} section ${section.sectionNo}`;

const refusal = (
  Code: RuleRefusal['Code'],
  Message: string,
  section: Pick<SectionFacts, 'courseCode' | 'id'> | null,
): RuleRefusal => ({
  Code,
  Message,
  CourseCode: section?.courseCode ?? null,
  SectionId: section?.id ?? null,
});

/** The first meeting of `other` that overlaps one of `section`'s (same day, intervals intersect). */
function clashingMeeting(section: { meetings: MeetingFacts[] }, other: { meetings: MeetingFacts[] }) {
  return other.meetings.find((theirs) =>
    section.meetings.some(
      (ours) => ours.day === theirs.day && ours.startsAt < theirs.endsAt && theirs.startsAt < ours.endsAt,
    ),
  );
}

/** "CSC 301 section 2 clashes with MTH 201 section 1 on Monday 10:00–11:30." or null. */
export function clashMessage(section: SectionFacts, other: SectionFacts): string | null {
  const meeting = clashingMeeting(section, other);
  if (!meeting) return null;
  const day = DAY_NAMES[meeting.day] ?? `day ${String(meeting.day)}`;
  return `${named(section)} clashes with ${named(other)} on ${day} ${meeting.startsAt}–${meeting.endsAt}.`;
}

/** Credits of a set of sections, each course counted once (a lab carries its lecture's credits). */
export function creditsOf(sections: Iterable<SectionFacts>): number {
  const byCourse = new Map<number, number>();
  for (const section of sections) byCourse.set(section.courseId, section.credits);
  return [...byCourse.values()].reduce((sum, credits) => sum + credits, 0);
}

const isLab = (section: SectionFacts) => section.kind !== 'lecture';

/**
 * The registration rules, judged on the student's whole resulting timetable (held − dropped + added),
 * in the order a student fixes them: sections that cannot be had at all, then duplicates, labs,
 * requisites, clashes and finally the credit load. Every problem is reported, not only the first.
 */
export function judgeTimetable(facts: TimetableFacts, change: TimetableChange): RuleRefusal[] {
  const refusals: RuleRefusal[] = [];
  const held = new Set(facts.held);
  const dropped = new Set(change.drop.filter((id) => held.has(id)));
  const kept = facts.held.filter((id) => !dropped.has(id));
  const added: SectionFacts[] = [];

  for (const id of new Set(change.add)) {
    const section = facts.sections.get(id);
    if (!section || section.termId !== facts.termId) {
      refusals.push(refusal('not_offered', 'That section is not offered this term.', section ?? null));
      continue;
    }
    if (held.has(id) && !dropped.has(id)) {
      refusals.push(refusal('duplicate_course', `You already have ${named(section)}.`, section));
      continue;
    }
    if (!held.has(id) && section.enrolled + section.held >= section.capacity) {
      refusals.push(refusal('section_full', `${named(section)} is full.`, section));
      continue;
    }
    added.push(section);
  }

  const result = [
    ...kept.flatMap((id) => facts.sections.get(id) ?? []),
    ...added.filter((s) => !held.has(s.id)),
  ];
  const addedIds = new Set(added.map((section) => section.id));
  const heldCourses = new Set(kept.flatMap((id) => facts.sections.get(id)?.courseId ?? []));
  const resultCourses = new Set(result.map((section) => section.courseId));
  const droppedCourses = new Set(
    [...dropped]
      .flatMap((id) => facts.sections.get(id)?.courseId ?? [])
      .filter((id) => !resultCourses.has(id)),
  );
  const touchedCourses = new Set([
    ...added.map((section) => section.courseId),
    ...[...dropped].flatMap((id) => facts.sections.get(id)?.courseId ?? []),
  ]);

  // One lecture and at most one lab or tutorial per course.
  for (const section of added) {
    const twin = result.find(
      (other) =>
        other.id !== section.id && other.courseId === section.courseId && isLab(other) === isLab(section),
    );
    if (twin) {
      refusals.push(
        refusal(
          'duplicate_course',
          `${section.courseCode} is already in your timetable (section ${twin.sectionNo}); remove it first to change sections.`,
          section,
        ),
      );
    }
  }

  // A course with labs is taken as a lecture with one of that lecture's labs or tutorials.
  for (const courseId of touchedCourses) {
    const parts = result.filter((section) => section.courseId === courseId);
    const lectureOf = parts.find((section) => !isLab(section));
    const lab = parts.find(isLab);
    const any = parts[0];
    if (!any) continue;
    if (lab && (!lectureOf || lab.lectureSectionId !== lectureOf.id)) {
      refusals.push(
        refusal(
          'lab_required',
          `${named(lab)} is taken with lecture section ${lab.lectureSectionNo ?? '?'}; take them together.`,
          lab,
        ),
      );
    } else if (lectureOf && lectureOf.hasLab && !lab) {
      refusals.push(
        refusal(
          'lab_required',
          `${lectureOf.courseCode} needs one of the lab or tutorial sections of lecture section ${lectureOf.sectionNo}.`,
          lectureOf,
        ),
      );
    }
  }

  // Prerequisites of every course newly taken; co-requisites of every course whose partner may be missing.
  const newCourses = new Map<number, SectionFacts>();
  for (const section of added)
    if (!heldCourses.has(section.courseId)) newCourses.set(section.courseId, section);
  for (const requisite of facts.requisites) {
    if (facts.passedCourseIds.has(requisite.requiredCourseId)) continue;
    const newSection = newCourses.get(requisite.courseId);
    if (requisite.kind === 'pre' && newSection) {
      refusals.push(
        refusal(
          'prerequisite',
          `${newSection.courseCode} needs ${requisite.requiredCode} passed first.`,
          newSection,
        ),
      );
    }
    const holder = result.find((section) => section.courseId === requisite.courseId);
    const partnerMissing = !resultCourses.has(requisite.requiredCourseId);
    if (
      requisite.kind === 'co' &&
      holder &&
      partnerMissing &&
      (newCourses.has(requisite.courseId) || droppedCourses.has(requisite.requiredCourseId))
    ) {
      refusals.push(
        refusal(
          'corequisite',
          `${holder.courseCode} needs ${requisite.requiredCode} passed or taken in the same term.`,
          holder,
        ),
      );
    }
  }

  // No two meetings at the same time; each clash named once, by the section being added.
  const compared = new Set<number>();
  for (const section of added) {
    compared.add(section.id);
    for (const other of result) {
      if (other.id === section.id || (addedIds.has(other.id) && compared.has(other.id))) continue;
      const message = clashMessage(section, other);
      if (message) refusals.push(refusal('time_conflict', message, section));
    }
  }

  // The load: never above the maximum; a drop may not take a full load below the minimum.
  const credits = creditsOf(result);
  const before = creditsOf(facts.held.flatMap((id) => facts.sections.get(id) ?? []));
  if (credits > facts.limits.max && credits > before) {
    refusals.push(
      refusal(
        'credit_limit',
        `That would make ${String(credits)} credits; your limit this term is ${String(facts.limits.max)}.`,
        null,
      ),
    );
  } else if (credits < facts.limits.min && credits < before && before >= facts.limits.min) {
    refusals.push(
      refusal(
        'credit_limit',
        `That would leave ${String(credits)} credits; you need at least ${String(facts.limits.min)} this term.`,
        null,
      ),
    );
  }
  return refusals;
}

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
  /** The current term when the caller already read it (the student's lock reads it). */
  known?: { termId: number | null },
): Promise<TimetableFacts> {
  const termId = known ? known.termId : await currentTermId(db);
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
): Promise<RuleRefusal[]> {
  return judgeTimetable(await timetableFacts(tx, studentId, change, policy, now), change);
}

const WINDOW_NAMES: Record<AdvisingWindowKind, string> = {
  advising: 'Advising',
  add_drop: 'Add/drop',
  advising_preview: 'The advising preview',
};

/** "6 Dec 2026, 09:00" in the university's zone. */
function when(instant: Date, timeZone: string): string {
  return sharedDateFormat('en-GB', {
    timeZone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(instant);
}

/** Why a window is not open now, with its dates; null while it is open. */
export function windowClosedMessage(
  kind: AdvisingWindowKind,
  window: { opensAt: Date; closesAt: Date } | undefined,
  now: Date,
  timeZone: string,
): string | null {
  const name = WINDOW_NAMES[kind];
  if (!window) return `${name} has no dates this term yet.`;
  const opens = () => when(window.opensAt, timeZone);
  const closes = () => when(window.closesAt, timeZone);
  if (now < window.opensAt) return `${name} opens on ${opens()} and closes on ${closes()}.`;
  if (now >= window.closesAt) return `${name} closed on ${closes()}; it was open from ${opens()}.`;
  return null;
}

/**
 * What stops the student from entering a window now: the window's dates and every hold in force (the
 * one list of modules/time-tickets/holds.ts). Empty when they may enter.
 */
export async function entryRefusals(
  db: Database,
  studentId: number,
  kind: AdvisingWindowKind,
  now: Date,
  timeZone: string,
  clearance?: EntryClearance,
): Promise<RuleRefusal[]> {
  if (clearance?.isClear(studentId, kind, now)) return [];
  const [window, holds] = await independentReads(db, [
    () => currentWindow(db, kind),
    () => registrationHolds(db, studentId, now),
  ]);
  const closed = windowClosedMessage(kind, window, now, timeZone);
  const refusals = [
    ...(closed ? [refusal('window_closed', closed, null)] : []),
    ...holds.map((hold) => refusal('hold', hold.Message, null)),
  ];
  if (refusals.length === 0 && window) clearance?.remember(studentId, kind, now, window.closesAt);
  return refusals;
}
