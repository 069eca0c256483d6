import { and, eq, inArray } from 'drizzle-orm';
import type {
  AdvisingSection,
  BuildSchedulesAnswer,
  RuleRefusal,
  SchedulePreferences,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { courses, sections } from '../academic/schema.js';
import type { AdvisingRules, RegistrationPolicy } from '../advising/service.js';
import { applyTimetableChange, type ChangeOutcome } from '../advising/service.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import { creditsOf, sectionDetails, type SectionDetail } from '../academic/section-views.js';
import { currentTermWindow } from '../academic/term-windows.js';
import { heldSections } from '../registration/held-sections.js';
import { BUILDER_LIMITS, buildSchedules, minutesOf, type BuilderSection } from './schedule-builder.js';
import type { Language } from '../../platform/i18n/language.js';
import { say, type Unsaid } from '../../platform/i18n/said.js';
import { allSpoken } from '../../platform/i18n/words.js';

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

function builderSection(section: SectionDetail, held: ReadonlySet<number>): BuilderSection {
  return {
    id: section.SectionId,
    courseId: section.CourseId,
    courseCode: section.CourseCode,
    sectionNo: section.SectionNo,
    kind: section.Kind,
    lectureSectionId: section.lectureSectionId,
    seatsLeft: section.seatsLeft,
    held: held.has(section.SectionId),
    meetings: section.SectionSchedule.map((meeting) => ({
      day: meeting.Day,
      start: minutesOf(meeting.StartsAt),
      end: minutesOf(meeting.EndsAt),
    })),
  };
}

function advisingView(section: SectionDetail, held: ReadonlySet<number>): AdvisingSection {
  return {
    SectionId: section.SectionId,
    CourseId: section.CourseId,
    CourseCode: section.CourseCode,
    SectionNo: section.SectionNo,
    Kind: section.Kind,
    LectureSectionId: section.lectureSectionId,
    Instructor: section.Instructor,
    Capacity: section.capacity,
    SeatsLeft: section.seatsLeft,
    Registered: held.has(section.SectionId),
    // A combination is conflict-free by construction.
    Clash: null,
    SectionSchedule: section.SectionSchedule,
  };
}

/**
 * Advising/BuildSchedules: the chosen courses' sections this term (sections_course_term_idx), the sections
 * the student keeps in other courses and their credit maximum, then the bounded search of
 * schedule-builder.ts. A course the student already holds is planned afresh: its held sections are options
 * like the others (open to their holder even when full), so the builder may keep or move it.
 */
/** The builder's answer with the courses it could not place not yet put into words. */
export type UnsaidSchedules = Omit<BuildSchedulesAnswer, 'Unplaceable'> & {
  Unplaceable: Unsaid<RuleRefusal>[];
};

export const schedulesIn = (answer: UnsaidSchedules, language: Language): BuildSchedulesAnswer => ({
  ...answer,
  Unplaceable: allSpoken(answer.Unplaceable, language),
});

export async function buildSchedulesFor(
  db: Database,
  studentId: number,
  request: { courseIds: readonly number[]; preferences: SchedulePreferences },
  context: { rules: AdvisingRules; timeZone: string; now: Date },
): Promise<UnsaidSchedules> {
  const chosen = [...new Set(request.courseIds)];
  const [term, limits, catalogue] = await Promise.all([
    currentTermWindow(db, 'advising'),
    context.rules.creditLimits(db, studentId, context.now),
    db
      .select({ id: courses.id, code: courses.code, credits: courses.credits, hasLab: courses.hasLab })
      .from(courses)
      .where(inArray(courses.id, chosen)),
  ]);
  const empty = {
    TimeZone: context.timeZone,
    Combinations: [],
    Explored: 0,
    Found: 0,
    Capped: false,
    Limits: { Explored: BUILDER_LIMITS.explored, Returned: BUILDER_LIMITS.returned },
    Kept: [],
    KeptCredits: 0,
    CreditLimits: limits,
  };
  if (!term || catalogue.length === 0) {
    return {
      ...empty,
      Unplaceable: [
        {
          Code: 'not_offered',
          Message: say('builder.noneOffered'),
          CourseCode: null,
          SectionId: null,
        },
      ],
    };
  }
  const [offered, held] = await Promise.all([
    db
      .select({ id: sections.id })
      .from(sections)
      .where(and(inArray(sections.courseId, chosen), eq(sections.termId, term.termId))),
    heldSections(db, studentId, term.termId),
  ]);
  const heldIds = new Set(held.map((row) => row.sectionId));
  const details = await sectionDetails(db, [...offered.map((row) => row.id), ...heldIds]);
  const byCourse = (courseId: number) => details.filter((section) => section.CourseId === courseId);
  const kept = details.filter(
    (section) => heldIds.has(section.SectionId) && !chosen.includes(section.CourseId),
  );
  const keptCredits = creditsOf(kept);
  const answer = buildSchedules(
    // In the order the student asked for them, which the answer keeps.
    [...catalogue]
      .sort((a, b) => chosen.indexOf(a.id) - chosen.indexOf(b.id))
      .map((course) => ({
        courseId: course.id,
        code: course.code,
        credits: course.credits,
        hasLab: course.hasLab,
        sections: byCourse(course.id).map((section) => builderSection(section, heldIds)),
      })),
    { kept: kept.map((section) => builderSection(section, heldIds)), keptCredits, maxCredits: limits.Max },
    request.preferences,
  );
  const detailOf = new Map(details.map((section) => [section.SectionId, section]));
  return {
    ...empty,
    Combinations: answer.combinations.map((combination, index) => {
      const chosenDetails = combination.sections.flatMap((section) => detailOf.get(section.id) ?? []);
      return {
        Rank: index + 1,
        Penalty: combination.penalty,
        SectionIds: combination.sections.map((section) => section.id),
        Sections: chosenDetails.map((section) => advisingView(section, heldIds)),
        Credits: creditsOf(chosenDetails),
        Fit: {
          EarlyMeetings: combination.fit.earlyMeetings,
          DaysOffBroken: combination.fit.daysOffBroken,
          DaysOnCampus: combination.fit.daysOnCampus,
          IdleMinutes: combination.fit.idleMinutes,
          EarliestStart: combination.fit.earliestStart === null ? null : clock(combination.fit.earliestStart),
        },
      };
    }),
    Explored: answer.explored,
    Found: answer.found,
    Capped: answer.capped,
    Kept: kept.map((section) => advisingView(section, heldIds)),
    KeptCredits: keptCredits,
    Unplaceable: answer.unplaceable,
  };
}

/**
 * Advising/AdviseSchedule: the chosen combination as one change of the timetable — held sections of the
 * chosen courses that are not in it are given up, the others taken — applied by advising's own
 * `applyTimetableChange`, the path of InsertCourse: the student's row locked, the whole resulting timetable
 * judged by the rules, seats through the ledger, all or nothing.
 */
export async function adviseCombination(
  db: Database,
  studentId: number,
  sectionIds: readonly number[],
  policy: RegistrationPolicy,
  seatFreed: SeatFreedHook,
  now: Date,
): Promise<ChangeOutcome> {
  const chosen = [...new Set(sectionIds)];
  const term = await currentTermWindow(db, 'advising');
  const [held, picked] = await Promise.all([
    term ? heldSections(db, studentId, term.termId) : [],
    sectionDetails(db, chosen),
  ]);
  const courseIds = new Set(picked.map((section) => section.CourseId));
  const change = {
    add: chosen.filter((id) => !held.some((row) => row.sectionId === id)),
    drop: held
      .filter((row) => courseIds.has(row.courseId) && !chosen.includes(row.sectionId))
      .map((row) => row.sectionId),
  };
  return applyTimetableChange(db, studentId, change, {
    window: 'advising',
    source: 'advising',
    policy,
    seatFreed,
    now,
  });
}
