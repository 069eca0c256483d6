import type { ScheduleSection, ScheduleTerm } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { entriesByDay, fromToday, hourRange, isHappeningNow, remainingToday, visibleDays } from './timetable';

const section = (
  code: string,
  kind: ScheduleSection['Kind'],
  meetings: [number, string, string][],
): ScheduleSection => ({
  SectionId: meetings.length * 100 + code.length,
  CourseId: code.length,
  CourseCode: code,
  CourseTitleEn: code,
  CourseTitleAr: code,
  Credits: 3,
  SectionNo: '01',
  Kind: kind,
  Instructor: null,
  Meetings: meetings.map(([day, start, end], index) => ({
    MeetingId: index,
    Day: day,
    StartsAt: start,
    EndsAt: end,
    Room: 'R1',
    Mode: 'in_person',
  })),
});

const TERM: ScheduleTerm = {
  Code: 'T',
  NameEn: 'T',
  NameAr: 'T',
  StartsOn: '2026-09-26',
  EndsOn: '2027-01-31',
  ClassesEndOn: '2027-01-16',
};

const SECTIONS = [
  section('MTH 102', 'lecture', [[1, '10:15', '11:45']]),
  section('CSC 201', 'lecture', [
    [6, '08:30', '10:00'],
    [2, '08:30', '10:00'],
  ]),
  section('CSC 201', 'lab', [[1, '08:30', '10:00']]),
];

describe('the timetable', () => {
  it('groups meetings by day in start order and colours a course alike for its lecture and lab', () => {
    const byDay = entriesByDay(SECTIONS);
    expect(
      byDay.get(1)?.map((entry) => [entry.section.CourseCode, entry.section.Kind, entry.colour]),
    ).toEqual([
      ['CSC 201', 'lab', 0],
      ['MTH 102', 'lecture', 1],
    ]);
    expect(byDay.get(6)?.[0]?.colour).toBe(0);
  });

  it('draws the days from the first to the last class in the week starting on Saturday', () => {
    expect(visibleDays(6, entriesByDay(SECTIONS))).toEqual([6, 0, 1, 2]);
    expect(visibleDays(6, new Map())).toEqual([]);
    expect(fromToday([6, 0, 1, 2], 1)).toEqual([1, 2, 6, 0]);
    expect(fromToday([6, 0, 1, 2], 4)).toEqual([6, 0, 1, 2]);
    expect(fromToday([6, 0, 1, 2], null)).toEqual([6, 0, 1, 2]);
  });

  it('finds the class on now and what is left today, only while classes run', () => {
    const byDay = entriesByDay(SECTIONS);
    const monday = { day: 1, minutes: 9 * 60, date: '2026-11-23' };
    const [lab] = byDay.get(1) ?? [];
    expect(lab && isHappeningNow(lab.meeting, monday)).toBe(true);
    expect(remainingToday(byDay, TERM, monday).map((entry) => entry.section.CourseCode)).toEqual([
      'CSC 201',
      'MTH 102',
    ]);
    expect(remainingToday(byDay, TERM, { ...monday, minutes: 11 * 60 })).toHaveLength(1);
    expect(remainingToday(byDay, TERM, { ...monday, date: '2027-01-18' })).toEqual([]);
  });

  it('spans whole hours around the classes', () => {
    expect(hourRange([...entriesByDay(SECTIONS).values()].flat())).toEqual({ from: 8, to: 12 });
  });
});
