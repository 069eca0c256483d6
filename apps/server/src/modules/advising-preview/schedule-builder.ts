import type { RuleRefusal, SchedulePreferences } from '@portal/contract';
import { say, type Said, type Unsaid } from '../../platform/i18n/said.js';

/** A meeting in minutes since midnight, local time. */
export interface BuilderMeeting {
  day: number;
  start: number;
  end: number;
}

export interface BuilderSection {
  id: number;
  courseId: number;
  courseCode: string;
  sectionNo: string;
  kind: 'lecture' | 'lab' | 'tutorial';
  lectureSectionId: number | null;
  seatsLeft: number;
  /** The student holds this seat: it stays theirs to keep even when the section is full. */
  held: boolean;
  meetings: BuilderMeeting[];
}

export interface BuilderCourse {
  courseId: number;
  code: string;
  credits: number;
  hasLab: boolean;
  sections: BuilderSection[];
}

/**
 * The search's bounds. Six courses of five lectures with three labs each already make 15⁶ ≈ 11 million
 * combinations; the builder stops once it has found `explored` conflict-free ones and returns the best
 * `returned` of those.
 */
export const BUILDER_LIMITS = { explored: 5000, returned: 20 } as const;

/** What every combination is built around: the held sections of other courses and the credit maximum. */
export interface BuilderFrame {
  kept: readonly BuilderSection[];
  /** The credits of the kept sections' courses. */
  keptCredits: number;
  /** The student's maximum credits this term (advising's credit limits). */
  maxCredits: number;
}

export interface Fit {
  earlyMeetings: number;
  daysOffBroken: number[];
  daysOnCampus: number;
  idleMinutes: number;
  earliestStart: number | null;
}

export interface Combination {
  sections: BuilderSection[];
  fit: Fit;
  penalty: number;
}

export interface BuilderAnswer {
  combinations: Combination[];
  /** Ways of taking a course tried on the way (each step of the search, clashing or not). */
  explored: number;
  found: number;
  capped: boolean;
  unplaceable: Unsaid<RuleRefusal>[];
}

const overlaps = (a: BuilderMeeting, b: BuilderMeeting) =>
  a.day === b.day && a.start < b.end && b.start < a.end;

const clashes = (a: readonly BuilderMeeting[], b: readonly BuilderMeeting[]) =>
  a.some((mine) => b.some((theirs) => overlaps(mine, theirs)));

/** "10:00" → 600. */
export const minutesOf = (clock: string) => {
  const [hours = 0, minutes = 0] = clock.split(':').map(Number);
  return hours * 60 + minutes;
};

/** How a week of meetings meets the preferences. */
export function fitOf(meetings: readonly BuilderMeeting[], preferences: SchedulePreferences): Fit {
  const before = preferences.NoClassesBefore === null ? null : minutesOf(preferences.NoClassesBefore);
  const byDay = new Map<number, BuilderMeeting[]>();
  for (const meeting of meetings) byDay.set(meeting.day, [...(byDay.get(meeting.day) ?? []), meeting]);
  let idleMinutes = 0;
  for (const day of byDay.values()) {
    const ordered = [...day].sort((a, b) => a.start - b.start);
    for (let index = 1; index < ordered.length; index++) {
      const gap = (ordered[index]?.start ?? 0) - (ordered[index - 1]?.end ?? 0);
      if (gap > 0) idleMinutes += gap;
    }
  }
  return {
    earlyMeetings: before === null ? 0 : meetings.filter((meeting) => meeting.start < before).length,
    daysOffBroken: [...new Set(preferences.DaysOff)].filter((day) => byDay.has(day)).sort((a, b) => a - b),
    daysOnCampus: byDay.size,
    idleMinutes,
    earliestStart: meetings.length === 0 ? null : Math.min(...meetings.map((meeting) => meeting.start)),
  };
}

/**
 * The ranking, lower is better: a requested day off with classes weighs most (a whole day), then each
 * meeting before the requested hour; with `Compact`, every idle hour between classes and every extra day
 * on campus count too. Without preferences every combination scores 0 and the order is the sections'.
 */
export function penaltyOf(fit: Fit, preferences: SchedulePreferences): number {
  let penalty = fit.daysOffBroken.length * 100 + fit.earlyMeetings * 10;
  if (preferences.Compact) penalty += fit.idleMinutes / 60 + fit.daysOnCampus * 5;
  return Math.round(penalty * 100) / 100;
}

/**
 * The ways to take one course: an open lecture, with one open lab/tutorial of it when the course has them.
 * A section the student holds counts as open: a full section is full for others, not for its own holder.
 */
function optionsOf(course: BuilderCourse): BuilderSection[][] {
  const open = course.sections.filter((section) => section.seatsLeft > 0 || section.held);
  return open
    .filter((section) => section.kind === 'lecture')
    .flatMap((lecture) => {
      if (!course.hasLab) return [[lecture]];
      return open
        .filter((section) => section.kind !== 'lecture' && section.lectureSectionId === lecture.id)
        .filter((lab) => !clashes(lab.meetings, lecture.meetings))
        .map((lab) => [lecture, lab]);
    });
}

const refusal = (Code: RuleRefusal['Code'], Message: Said, course: BuilderCourse): Unsaid<RuleRefusal> => ({
  Code,
  Message,
  CourseCode: course.code,
  SectionId: null,
});

/**
 * A course's credits do not depend on its sections, so every combination of the chosen courses has the same
 * credits: over the maximum (with the kept courses) none may be offered, since advising would refuse it.
 */
function creditRefusal(courses: readonly BuilderCourse[], frame: BuilderFrame): Unsaid<RuleRefusal> | null {
  const chosen = courses.reduce((sum, course) => sum + course.credits, 0);
  const total = chosen + frame.keptCredits;
  if (total <= frame.maxCredits) return null;
  const one = courses.length === 1;
  const load = {
    courses: { items: courses.map((course) => course.code) },
    credits: chosen,
    limit: frame.maxCredits,
  };
  const kept = { ...load, kept: frame.keptCredits, total };
  return {
    Code: 'credit_limit',
    Message:
      frame.keptCredits === 0
        ? say(one ? 'builder.overLimitOne' : 'builder.overLimit', load)
        : say(one ? 'builder.overLimitKeptOne' : 'builder.overLimitKept', kept),
    CourseCode: null,
    SectionId: null,
  };
}

/**
 * Every conflict-free combination of open sections for the chosen courses, around the sections the student
 * keeps (`frame.kept`: held sections of other courses) and within the credit maximum, ranked by the
 * preferences. Depth-first, the course with the fewest ways first (so dead ends are found early), a branch
 * cut as soon as it clashes; stops after `limits.explored` complete combinations and says so (`capped`).
 */
export function buildSchedules(
  courses: readonly BuilderCourse[],
  frame: BuilderFrame,
  preferences: SchedulePreferences,
  limits: { explored: number; returned: number } = BUILDER_LIMITS,
): BuilderAnswer {
  const fixedMeetings = frame.kept.flatMap((section) => section.meetings);
  const overLimit = creditRefusal(courses, frame);
  const unplaceable: Unsaid<RuleRefusal>[] = overLimit ? [overLimit] : [];
  const choices: BuilderSection[][][] = [];
  for (const course of courses) {
    const options = optionsOf(course);
    const fitting = options.filter(
      (option) =>
        !clashes(
          option.flatMap((s) => s.meetings),
          fixedMeetings,
        ),
    );
    if (!course.sections.some((section) => section.kind === 'lecture')) {
      unplaceable.push(refusal('not_offered', say('builder.notOffered', { course: course.code }), course));
    } else if (options.length === 0) {
      unplaceable.push(refusal('section_full', say('builder.allFull', { course: course.code }), course));
    } else if (fitting.length === 0) {
      unplaceable.push(refusal('time_conflict', say('builder.allClash', { course: course.code }), course));
    } else {
      choices.push(fitting);
    }
  }
  if (unplaceable.length > 0) return { combinations: [], explored: 0, found: 0, capped: false, unplaceable };

  const ordered = [...choices].sort((a, b) => a.length - b.length);
  // Answers list the courses as asked, each lecture before its lab (the search visits them in another order).
  const position = new Map(courses.map((course, index) => [course.courseId, index]));
  const inCourseOrder = (a: BuilderSection, b: BuilderSection) =>
    (position.get(a.courseId) ?? 0) - (position.get(b.courseId) ?? 0) ||
    Number(a.kind !== 'lecture') - Number(b.kind !== 'lecture');
  const found: Combination[] = [];
  let explored = 0;
  const picked: BuilderSection[] = [];
  /** True when the search must stop (the bound is reached). */
  const search = (depth: number, meetings: BuilderMeeting[]): boolean => {
    if (depth === ordered.length) {
      if (found.length >= limits.explored) return true;
      const fit = fitOf(meetings, preferences);
      found.push({ sections: [...picked].sort(inCourseOrder), fit, penalty: penaltyOf(fit, preferences) });
      return false;
    }
    for (const option of ordered[depth] ?? []) {
      explored++;
      const optionMeetings = option.flatMap((section) => section.meetings);
      if (clashes(optionMeetings, meetings)) continue;
      picked.push(...option);
      const stop = search(depth + 1, [...meetings, ...optionMeetings]);
      picked.splice(picked.length - option.length, option.length);
      if (stop) return true;
    }
    return false;
  };
  const capped = search(0, [...fixedMeetings]);

  const key = (combination: Combination) => combination.sections.map((section) => section.id).join(',');
  // On equal penalty, the combination that keeps more of the student's held seats (takes fewer new ones) comes first.
  const moves = (combination: Combination) => combination.sections.filter((section) => !section.held).length;
  const ranked = [...found].sort(
    (a, b) => a.penalty - b.penalty || moves(a) - moves(b) || key(a).localeCompare(key(b)),
  );
  return {
    combinations: ranked.slice(0, limits.returned),
    explored,
    found: found.length,
    capped,
    unplaceable,
  };
}
