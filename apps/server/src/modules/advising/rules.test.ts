import { describe, expect, it } from 'vitest';
import type { SectionFacts } from './rule-queries.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { judgeTimetable as judged, type TimetableFacts } from './rules.js';
import { windowClosedMessage as closedMessage } from './window-entry.js';

// The rules as an English reader gets them (the Arabic texts have the catalogue's own test).
const judgeTimetable = (...args: Parameters<typeof judged>) =>
  judged(...args).map((refusal) => ({ ...refusal, Message: inEnglish(refusal.Message) }));
const windowClosedMessage = (...args: Parameters<typeof closedMessage>) => {
  const closed = closedMessage(...args);
  return closed ? inEnglish(closed) : null;
};

const TERM = 1;

function section(
  fields: Partial<SectionFacts> & Pick<SectionFacts, 'id' | 'courseId' | 'courseCode'>,
): SectionFacts {
  return {
    termId: TERM,
    credits: 3,
    hasLab: false,
    sectionNo: '1',
    kind: 'lecture',
    lectureSectionId: null,
    lectureSectionNo: null,
    capacity: 40,
    enrolled: 0,
    held: 0,
    meetings: [],
    ...fields,
  };
}

const monday = (startsAt: string, endsAt: string) => ({ day: 1, startsAt, endsAt });

const mth201 = section({ id: 10, courseId: 1, courseCode: 'MTH 201', meetings: [monday('10:00', '11:30')] });
const csc301 = section({
  id: 20,
  courseId: 2,
  courseCode: 'CSC 301',
  sectionNo: '2',
  meetings: [monday('11:00', '12:30')],
});
const csc301Morning = section({
  id: 21,
  courseId: 2,
  courseCode: 'CSC 301',
  meetings: [monday('08:00', '09:30')],
});
const phy101 = section({ id: 30, courseId: 3, courseCode: 'PHY 101', hasLab: true, credits: 4 });
const phy101Lab = section({
  id: 31,
  courseId: 3,
  courseCode: 'PHY 101',
  hasLab: true,
  credits: 4,
  sectionNo: '1L',
  kind: 'lab',
  lectureSectionId: 30,
  lectureSectionNo: '1',
  meetings: [{ day: 2, startsAt: '12:00', endsAt: '14:00' }],
});
const phy101OtherLab = { ...phy101Lab, id: 32, sectionNo: '2L', lectureSectionId: 33, lectureSectionNo: '2' };

function facts(
  held: SectionFacts[],
  candidates: SectionFacts[],
  extra: Partial<TimetableFacts> = {},
): TimetableFacts {
  return {
    termId: TERM,
    held: held.map((s) => s.id),
    sections: new Map([...held, ...candidates].map((s) => [s.id, s])),
    requisites: [],
    passedCourseIds: new Set(),
    limits: { min: 12, max: 18 },
    ...extra,
  };
}

describe('judgeTimetable', () => {
  it('accepts a section that fits', () => {
    expect(judgeTimetable(facts([mth201], [csc301Morning]), { add: [21], drop: [] })).toEqual([]);
  });

  it('refuses a clash, naming both sections and the meeting', () => {
    expect(judgeTimetable(facts([mth201], [csc301]), { add: [20], drop: [] })).toEqual([
      {
        Code: 'time_conflict',
        Message: 'CSC 301 section 2 clashes with MTH 201 section 1 on Monday 10:00–11:30.',
        CourseCode: 'CSC 301',
        SectionId: 20,
      },
    ]);
  });

  it('accepts the clash gone when the clashing section is dropped in the same change', () => {
    const swap = judgeTimetable(facts([mth201], [csc301], { limits: { min: 0, max: 18 } }), {
      add: [20],
      drop: [10],
    });
    expect(swap).toEqual([]);
  });

  it('refuses a prerequisite not passed, and accepts it once passed', () => {
    const requisites = [{ courseId: 2, requiredCourseId: 9, requiredCode: 'CSC 201', kind: 'pre' as const }];
    expect(judgeTimetable(facts([], [csc301Morning], { requisites }), { add: [21], drop: [] })).toEqual([
      {
        Code: 'prerequisite',
        Message: 'CSC 301 needs CSC 201 passed first.',
        CourseCode: 'CSC 301',
        SectionId: 21,
      },
    ]);
    const passed = facts([], [csc301Morning], { requisites, passedCourseIds: new Set([9]) });
    expect(judgeTimetable(passed, { add: [21], drop: [] })).toEqual([]);
  });

  it('accepts a co-requisite taken in the same change and refuses dropping it while its partner stays', () => {
    const requisites = [{ courseId: 2, requiredCourseId: 1, requiredCode: 'MTH 201', kind: 'co' as const }];
    const both = facts([], [mth201, csc301Morning], { requisites });
    expect(judgeTimetable(both, { add: [10, 21], drop: [] })).toEqual([]);
    expect(judgeTimetable(facts([], [csc301Morning], { requisites }), { add: [21], drop: [] })).toEqual([
      {
        Code: 'corequisite',
        Message: 'CSC 301 needs MTH 201 passed or taken in the same term.',
        CourseCode: 'CSC 301',
        SectionId: 21,
      },
    ]);
    const heldBoth = facts([mth201, csc301Morning], [], { requisites, limits: { min: 0, max: 18 } });
    expect(judgeTimetable(heldBoth, { add: [], drop: [10] }).map((r) => r.Message)).toEqual([
      'CSC 301 needs MTH 201 passed or taken in the same term.',
    ]);
  });

  it('refuses a lecture without its lab, and a lab of another lecture', () => {
    expect(judgeTimetable(facts([], [phy101]), { add: [30], drop: [] })).toEqual([
      {
        Code: 'lab_required',
        Message: 'PHY 101 needs one of the lab or tutorial sections of lecture section 1.',
        CourseCode: 'PHY 101',
        SectionId: 30,
      },
    ]);
    expect(judgeTimetable(facts([], [phy101, phy101Lab]), { add: [30, 31], drop: [] })).toEqual([]);
    expect(judgeTimetable(facts([], [phy101, phy101OtherLab]), { add: [30, 32], drop: [] })).toEqual([
      {
        Code: 'lab_required',
        Message: 'PHY 101 section 2L is taken with lecture section 2; take them together.',
        CourseCode: 'PHY 101',
        SectionId: 32,
      },
    ]);
  });

  it('refuses a second section of a course held, and a section held already', () => {
    expect(judgeTimetable(facts([csc301Morning], [csc301]), { add: [20], drop: [] })).toContainEqual({
      Code: 'duplicate_course',
      Message: 'CSC 301 is already in your timetable (section 1); remove it first to change sections.',
      CourseCode: 'CSC 301',
      SectionId: 20,
    });
    expect(judgeTimetable(facts([csc301Morning], []), { add: [21], drop: [] })).toEqual([
      {
        Code: 'duplicate_course',
        Message: 'You already have CSC 301 section 1.',
        CourseCode: 'CSC 301',
        SectionId: 21,
      },
    ]);
  });

  it('refuses a full section, counting seats held for waitlist offers', () => {
    const full = { ...csc301Morning, capacity: 30, enrolled: 29, held: 1 };
    expect(judgeTimetable(facts([], [full]), { add: [21], drop: [] })).toEqual([
      { Code: 'section_full', Message: 'CSC 301 section 1 is full.', CourseCode: 'CSC 301', SectionId: 21 },
    ]);
  });

  it('refuses a section of another term', () => {
    const old = { ...csc301Morning, termId: 99 };
    expect(judgeTimetable(facts([], [old]), { add: [21], drop: [] })).toEqual([
      {
        Code: 'not_offered',
        Message: 'That section is not offered this term.',
        CourseCode: 'CSC 301',
        SectionId: 21,
      },
    ]);
  });

  it('refuses a load above the maximum and a drop below the minimum of a full load', () => {
    const heavy = [0, 1, 2, 3, 4, 5].map((n) =>
      section({ id: 100 + n, courseId: 100 + n, courseCode: `GEN ${String(100 + n)}`, meetings: [] }),
    );
    expect(judgeTimetable(facts(heavy.slice(0, 6), [csc301Morning]), { add: [21], drop: [] })).toEqual([
      {
        Code: 'credit_limit',
        Message: 'That would make 21 credits; your limit this term is 18.',
        CourseCode: null,
        SectionId: null,
      },
    ]);
    expect(judgeTimetable(facts(heavy.slice(0, 4), []), { add: [], drop: [100] })).toEqual([
      {
        Code: 'credit_limit',
        Message: 'That would leave 9 credits; you need at least 12 this term.',
        CourseCode: null,
        SectionId: null,
      },
    ]);
    // Building a timetable up from nothing is never refused for being below the minimum.
    expect(judgeTimetable(facts([], [csc301Morning]), { add: [21], drop: [] })).toEqual([]);
  });
});

describe('windowClosedMessage', () => {
  const window = { opensAt: new Date('2026-12-06T07:00:00Z'), closesAt: new Date('2026-12-10T15:00:00Z') };

  it('gives the dates in the university zone before and after the window, and nothing while open', () => {
    expect(windowClosedMessage('advising', window, new Date('2026-12-01T00:00:00Z'), 'Africa/Cairo')).toBe(
      'Advising opens on 6 Dec 2026, 09:00 and closes on 10 Dec 2026, 17:00.',
    );
    expect(windowClosedMessage('add_drop', window, new Date('2026-12-11T00:00:00Z'), 'Africa/Cairo')).toBe(
      'Add/drop closed on 10 Dec 2026, 17:00; it was open from 6 Dec 2026, 09:00.',
    );
    expect(
      windowClosedMessage('advising', window, new Date('2026-12-07T00:00:00Z'), 'Africa/Cairo'),
    ).toBeNull();
    expect(windowClosedMessage('advising_preview', undefined, new Date(), 'Africa/Cairo')).toBe(
      'The advising preview has no dates this term yet.',
    );
  });
});
