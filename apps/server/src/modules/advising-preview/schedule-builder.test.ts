import { describe, expect, it } from 'vitest';
import type { SchedulePreferences } from '@portal/contract';
import {
  buildSchedules,
  fitOf,
  minutesOf,
  penaltyOf,
  type BuilderCourse,
  type BuilderFrame,
  type BuilderSection,
} from './schedule-builder.js';
import { allSpoken, inEnglish } from '../../platform/i18n/words.js';

const NONE: SchedulePreferences = { NoClassesBefore: null, DaysOff: [], Compact: false };

let nextId = 1;
/** A section meeting on `day` from `from` to `to` (local clock). */
function section(
  courseId: number,
  day: number,
  from: string,
  to: string,
  extra: Partial<BuilderSection> = {},
): BuilderSection {
  return {
    id: nextId++,
    courseId,
    courseCode: `C${String(courseId)}`,
    sectionNo: String(nextId),
    kind: 'lecture',
    lectureSectionId: null,
    seatsLeft: 10,
    held: false,
    meetings: [{ day, start: minutesOf(from), end: minutesOf(to) }],
    ...extra,
  };
}
const course = (
  courseId: number,
  sections: BuilderSection[],
  hasLab = false,
  credits = 3,
): BuilderCourse => ({
  courseId,
  code: `C${String(courseId)}`,
  credits,
  hasLab,
  sections,
});
/** Nothing kept, a limit no test reaches unless it means to. */
const FREE: BuilderFrame = { kept: [], keptCredits: 0, maxCredits: 21 };
const keeping = (...kept: BuilderSection[]): BuilderFrame => ({
  ...FREE,
  kept,
  keptCredits: 3 * kept.length,
});
const ids = (sections: BuilderSection[]) => sections.map((s) => s.id);

describe('buildSchedules', () => {
  it('never returns two sections that meet at the same time', () => {
    const a1 = section(1, 1, '08:30', '10:00');
    const a2 = section(1, 2, '08:30', '10:00');
    const b1 = section(2, 1, '09:00', '10:30'); // clashes with a1
    const answer = buildSchedules([course(1, [a1, a2]), course(2, [b1])], FREE, NONE);
    expect(answer.combinations.map((c) => ids(c.sections).sort((x, y) => x - y))).toEqual([[a2.id, b1.id]]);
    expect(answer.found).toBe(1);
  });

  it('keeps clear of the sections the student keeps', () => {
    const kept = section(9, 1, '10:00', '11:30');
    const a1 = section(1, 1, '11:00', '12:00'); // clashes with the kept section
    const a2 = section(1, 3, '11:00', '12:00');
    const answer = buildSchedules([course(1, [a1, a2])], keeping(kept), NONE);
    expect(answer.combinations.map((c) => ids(c.sections))).toEqual([[a2.id]]);
  });

  it('takes a lecture with one of its own labs, open and not clashing', () => {
    const lecture = section(1, 1, '08:30', '10:00');
    const other = section(1, 2, '08:30', '10:00');
    const own = section(1, 1, '12:00', '14:00', { kind: 'lab', lectureSectionId: lecture.id });
    const full = section(1, 3, '12:00', '14:00', { kind: 'lab', lectureSectionId: lecture.id, seatsLeft: 0 });
    const foreign = section(1, 4, '12:00', '14:00', { kind: 'lab', lectureSectionId: other.id });
    const answer = buildSchedules([course(1, [lecture, other, own, full, foreign], true)], FREE, NONE);
    expect(answer.combinations.map((c) => ids(c.sections))).toEqual([
      [lecture.id, own.id],
      [other.id, foreign.id],
    ]);
  });

  it('ranks a requested day off first, then no classes before the hour, then compactness', () => {
    const early = section(1, 1, '08:30', '10:00'); // Monday early
    const thursday = section(1, 4, '12:00', '13:30'); // Thursday, late
    const mondayLate = section(1, 1, '11:00', '12:30'); // Monday, late
    const b = section(2, 1, '14:00', '15:30'); // Monday afternoon, the only section of course 2
    const courses = [course(1, [early, thursday, mondayLate]), course(2, [b])];
    const answer = buildSchedules(courses, FREE, { NoClassesBefore: '10:00', DaysOff: [4], Compact: true });
    expect(answer.combinations.map((c) => ids(c.sections)[0])).toEqual([
      mondayLate.id,
      early.id,
      thursday.id,
    ]);
    const [best, second, worst] = answer.combinations;
    expect(best?.fit).toEqual({
      earlyMeetings: 0,
      daysOffBroken: [],
      daysOnCampus: 1,
      idleMinutes: 90,
      earliestStart: minutesOf('11:00'),
    });
    expect(second?.fit.earlyMeetings).toBe(1);
    expect(worst?.fit.daysOffBroken).toEqual([4]);
    expect(best && second && worst && best.penalty < second.penalty && second.penalty < worst.penalty).toBe(
      true,
    );
  });

  it('stops at the bound and says so', () => {
    const courses = [1, 2, 3].map((courseId) =>
      course(
        courseId,
        [0, 1, 2, 3, 4].map((day) =>
          section(courseId, day, `${String(8 + courseId * 2)}:00`, `${String(9 + courseId * 2)}:00`),
        ),
      ),
    );
    const answer = buildSchedules(courses, FREE, NONE, { explored: 10, returned: 3 });
    expect(answer.capped).toBe(true);
    expect(answer.found).toBe(10);
    expect(answer.combinations).toHaveLength(3);
    const all = buildSchedules(courses, FREE, NONE, { explored: 1000, returned: 1000 });
    expect([all.capped, all.found]).toEqual([false, 125]);
  });

  it('names a course that cannot be placed and why', () => {
    const full = section(1, 1, '08:30', '10:00', { seatsLeft: 0 });
    const kept = section(9, 2, '08:00', '12:00');
    const clashing = section(2, 2, '09:00', '10:00');
    const answer = buildSchedules(
      [course(1, [full]), course(2, [clashing]), course(3, [])],
      keeping(kept),
      NONE,
    );
    expect(answer.combinations).toEqual([]);
    expect(answer.unplaceable.map((r) => [r.Code, inEnglish(r.Message)])).toEqual([
      ['section_full', 'Every section of C1 is full.'],
      ['time_conflict', 'Every open section of C2 clashes with your timetable.'],
      ['not_offered', 'C3 is not offered this term.'],
    ]);
  });
});

describe('buildSchedules within the credit limit', () => {
  it('offers nothing over the maximum, counting the credits the student keeps, and says why', () => {
    const kept = section(9, 2, '08:00', '09:00');
    const courses = [
      course(1, [section(1, 1, '08:30', '10:00')], false, 9),
      course(2, [section(2, 3, '10:00', '11:00')], false, 6),
    ];
    const frame: BuilderFrame = { kept: [kept], keptCredits: 6, maxCredits: 18 };
    const answer = buildSchedules(courses, frame, NONE);
    expect(answer.combinations).toEqual([]);
    expect(allSpoken(answer.unplaceable, 'en')).toEqual([
      {
        Code: 'credit_limit',
        Message: 'C1 and C2 make 15 credits and you keep 6: 21 in all, over your limit of 18 this term.',
        CourseCode: null,
        SectionId: null,
      },
    ]);
    const within = buildSchedules(courses, { ...frame, maxCredits: 21 }, NONE);
    expect(within.combinations).toHaveLength(1);
  });

  it('says so without kept credits too', () => {
    const answer = buildSchedules(
      [course(1, [section(1, 1, '08:30', '10:00')], false, 4)],
      { ...FREE, maxCredits: 3 },
      NONE,
    );
    expect(answer.unplaceable.map((r) => inEnglish(r.Message))).toEqual([
      'C1 makes 4 credits, over your limit of 3 this term.',
    ]);
  });
});

describe('buildSchedules with a held seat', () => {
  it('keeps a held section even when it is full, and offers keeping it first', () => {
    const open = section(1, 1, '08:30', '10:00');
    const heldFull = section(1, 2, '08:30', '10:00', { seatsLeft: 0, held: true });
    const otherFull = section(1, 3, '08:30', '10:00', { seatsLeft: 0 });
    const answer = buildSchedules([course(1, [open, heldFull, otherFull])], FREE, NONE);
    expect(answer.combinations.map((c) => ids(c.sections))).toEqual([[heldFull.id], [open.id]]);
  });

  it('keeps the held lab of a held lecture when both are full', () => {
    const lecture = section(1, 1, '08:30', '10:00', { seatsLeft: 0, held: true });
    const lab = section(1, 2, '12:00', '14:00', {
      kind: 'lab',
      lectureSectionId: lecture.id,
      seatsLeft: 0,
      held: true,
    });
    const answer = buildSchedules([course(1, [lecture, lab], true)], FREE, NONE);
    expect(answer.combinations.map((c) => ids(c.sections))).toEqual([[lecture.id, lab.id]]);
    expect(answer.unplaceable).toEqual([]);
  });
});

describe('fitOf and penaltyOf', () => {
  it('count idle minutes per day, early meetings and broken days off', () => {
    const meetings = [
      { day: 1, start: minutesOf('08:00'), end: minutesOf('09:00') },
      { day: 1, start: minutesOf('11:00'), end: minutesOf('12:00') },
      { day: 3, start: minutesOf('10:00'), end: minutesOf('11:00') },
    ];
    const preferences = { NoClassesBefore: '09:30', DaysOff: [3, 5], Compact: true };
    const fit = fitOf(meetings, preferences);
    expect(fit).toEqual({
      earlyMeetings: 1,
      daysOffBroken: [3],
      daysOnCampus: 2,
      idleMinutes: 120,
      earliestStart: minutesOf('08:00'),
    });
    expect(penaltyOf(fit, preferences)).toBe(100 + 10 + 2 + 10);
  });
});
