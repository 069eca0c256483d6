import type { AddDropCart, TimetableSection } from '@portal/contract';

/** A section held or wanted this term, in the contract's shape. */
export function section(
  id: number,
  courseId: number,
  code: string,
  kind: TimetableSection['Kind'],
  sectionNo: string,
  meetings: [number, string, string][],
): TimetableSection {
  return {
    SectionId: id,
    CourseId: courseId,
    CourseCode: code,
    TitleEn: `${code} title`,
    TitleAr: `عنوان ${code}`,
    Credits: 3,
    SectionNo: sectionNo,
    Kind: kind,
    Instructor: { Title: 'Dr.', NameEn: 'Mona Adel', NameAr: 'منى عادل' },
    SectionSchedule: meetings.map(([day, start, end], index) => ({
      MeetingId: id * 10 + index,
      Day: day,
      StartsAt: start,
      EndsAt: end,
      Room: 'B12',
      Mode: 'in_person' as const,
    })),
  };
}

export const csc301Lecture1 = section(11, 1, 'CSC 301', 'lecture', '1', [[0, '10:00', '11:30']]);
export const csc301Lecture2 = section(12, 1, 'CSC 301', 'lecture', '2', [[1, '12:00', '13:30']]);
export const mth201 = section(21, 2, 'MTH 201', 'lecture', '1', [[2, '08:30', '10:00']]);
export const phy101 = section(31, 3, 'PHY 101', 'lecture', '3', [[3, '09:00', '10:30']]);

/**
 * The student holds CSC 301 section 1 and MTH 201; the cart swaps CSC 301 to section 2 (drop + add),
 * drops MTH 201 and adds PHY 101.
 */
export function swapCart(): AddDropCart {
  return {
    Term: { Code: '2026FA', NameEn: 'Fall 2026', NameAr: 'خريف 2026' },
    Version: 7,
    Changes: [
      { ChangeId: 1, Kind: 'drop', Section: csc301Lecture1, SeatsLeft: 4 },
      { ChangeId: 2, Kind: 'add', Section: csc301Lecture2, SeatsLeft: 3 },
      { ChangeId: 3, Kind: 'drop', Section: mth201, SeatsLeft: 10 },
      { ChangeId: 4, Kind: 'add', Section: phy101, SeatsLeft: 1 },
    ],
    ResultingTimetable: [csc301Lecture2, phy101],
    RegisteredCredits: 6,
    ResultingCredits: 6,
    CreditLimits: { Min: 12, Max: 18 },
    Problems: [],
    Window: { Kind: 'add_drop', OpensAt: '2026-11-20T08:00:00.000Z', ClosesAt: '2026-11-30T20:00:00.000Z' },
    WindowOpen: true,
    Now: '2026-11-23T10:00:00.000Z',
  };
}
