import type { RuleRefusal } from '@portal/contract';
import type { CreditRange } from './policy.js';
import type { MeetingFacts, SectionFacts } from './rule-queries.js';
import type { RequisiteFacts } from '../academic/requisites.js';
import { say, type Bilingual, type Said, type Unsaid } from '../../platform/i18n/said.js';

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

const DAY_NAMES: readonly Bilingual[] = [
  { en: 'Sunday', ar: 'الأحد' },
  { en: 'Monday', ar: 'الاثنين' },
  { en: 'Tuesday', ar: 'الثلاثاء' },
  { en: 'Wednesday', ar: 'الأربعاء' },
  { en: 'Thursday', ar: 'الخميس' },
  { en: 'Friday', ar: 'الجمعة' },
  { en: 'Saturday', ar: 'السبت' },
];

const named = (section: SectionFacts) =>
  say('section.lecture', { course: section.courseCode, number: section.sectionNo });

/** One broken rule, naming the section it is about (none for the window, a hold or the credit load). */
export const ruleRefusal = (
  Code: RuleRefusal['Code'],
  Message: Said,
  section: Pick<SectionFacts, 'courseCode' | 'id'> | null,
): Unsaid<RuleRefusal> => ({
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
export function clashMessage(section: SectionFacts, other: SectionFacts): Said | null {
  const meeting = clashingMeeting(section, other);
  if (!meeting) return null;
  const day = DAY_NAMES[meeting.day] ?? String(meeting.day);
  const [starts, ends] = [meeting.startsAt, meeting.endsAt];
  return say('rules.clash', { section: named(section), other: named(other), day, starts, ends });
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
export function judgeTimetable(facts: TimetableFacts, change: TimetableChange): Unsaid<RuleRefusal>[] {
  const refusals: Unsaid<RuleRefusal>[] = [];
  const held = new Set(facts.held);
  const dropped = new Set(change.drop.filter((id) => held.has(id)));
  const kept = facts.held.filter((id) => !dropped.has(id));
  const added: SectionFacts[] = [];

  for (const id of new Set(change.add)) {
    const section = facts.sections.get(id);
    if (!section || section.termId !== facts.termId) {
      refusals.push(ruleRefusal('not_offered', say('rules.notOffered'), section ?? null));
      continue;
    }
    if (held.has(id) && !dropped.has(id)) {
      refusals.push(
        ruleRefusal('duplicate_course', say('rules.alreadyHave', { section: named(section) }), section),
      );
      continue;
    }
    if (!held.has(id) && section.enrolled + section.held >= section.capacity) {
      refusals.push(ruleRefusal('section_full', say('rules.full', { section: named(section) }), section));
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
        ruleRefusal(
          'duplicate_course',
          say('rules.twinInTimetable', { course: section.courseCode, number: twin.sectionNo }),
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
        ruleRefusal(
          'lab_required',
          say('rules.labWithLecture', { section: named(lab), lecture: lab.lectureSectionNo ?? '?' }),
          lab,
        ),
      );
    } else if (lectureOf && lectureOf.hasLab && !lab) {
      refusals.push(
        ruleRefusal(
          'lab_required',
          say('rules.labNeeded', { course: lectureOf.courseCode, lecture: lectureOf.sectionNo }),
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
        ruleRefusal(
          'prerequisite',
          say('rules.prerequisite', { course: newSection.courseCode, required: requisite.requiredCode }),
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
        ruleRefusal(
          'corequisite',
          say('rules.corequisite', { course: holder.courseCode, required: requisite.requiredCode }),
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
      if (message) refusals.push(ruleRefusal('time_conflict', message, section));
    }
  }

  // The load: never above the maximum; a drop may not take a full load below the minimum.
  const credits = creditsOf(result);
  const before = creditsOf(facts.held.flatMap((id) => facts.sections.get(id) ?? []));
  if (credits > facts.limits.max && credits > before) {
    refusals.push(
      ruleRefusal('credit_limit', say('rules.overLimit', { credits, limit: facts.limits.max }), null),
    );
  } else if (credits < facts.limits.min && credits < before && before >= facts.limits.min) {
    refusals.push(
      ruleRefusal('credit_limit', say('rules.underMinimum', { credits, minimum: facts.limits.min }), null),
    );
  }
  return refusals;
}
