import { describe, expect, it } from 'vitest';
import { layoutWeek, type TimetableItem } from './timetable-layout';

const item = (key: string, course: string, meetings: [number, string, string][]): TimetableItem => ({
  key,
  course,
  heading: course,
  title: course,
  detail: '',
  meetings: meetings.map(([day, start, end]) => ({ Day: day, StartsAt: start, EndsAt: end, Room: 'B1' })),
});

describe('layoutWeek', () => {
  it('spans the days from the first to the last class in the university’s week, and the hours around them', () => {
    // Saturday-first week: Sunday and Tuesday classes draw Sunday, Monday, Tuesday.
    const layout = layoutWeek(
      [item('1', 'CSC 301', [[0, '09:30', '11:00']]), item('2', 'MTH 201', [[2, '13:00', '14:15']])],
      6,
    );
    expect(layout.days).toEqual([0, 1, 2]);
    expect(layout.from).toBe(9);
    expect(layout.to).toBe(15);
  });

  it('puts clashing meetings side by side and marks both, leaving the rest of the day alone', () => {
    const layout = layoutWeek(
      [
        item('1', 'CSC 301', [[1, '10:00', '11:30']]),
        item('2', 'MTH 201', [[1, '11:00', '12:30']]),
        item('3', 'PHY 101', [[1, '13:00', '14:00']]),
      ],
      6,
    );
    const monday = layout.byDay.get(1) ?? [];
    expect(monday.map((placed) => [placed.item.key, placed.lane, placed.lanes, placed.clash])).toEqual([
      ['1', 0, 2, true],
      ['2', 1, 2, true],
      ['3', 0, 1, false],
    ]);
  });

  it('gives a course’s lecture and lab one colour, and back-to-back classes are no clash', () => {
    const layout = layoutWeek(
      [
        item('1', 'CSC 301', [[3, '08:00', '09:30']]),
        item('2', 'CSC 301', [[3, '09:30', '11:00']]),
        item('3', 'ARB 101', [[4, '08:00', '09:00']]),
      ],
      6,
    );
    const [lecture, lab] = layout.byDay.get(3) ?? [];
    expect(lecture?.colour).toBe(lab?.colour);
    expect(lecture?.clash).toBe(false);
    expect(layout.byDay.get(4)?.[0]?.colour).not.toBe(lecture?.colour);
  });

  it('draws an empty week as no days', () => {
    expect(layoutWeek([], 6).days).toEqual([]);
  });
});
