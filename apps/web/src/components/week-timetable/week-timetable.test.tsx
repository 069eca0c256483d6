import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from '../../lib/i18n';
import type { TimetableItem } from './timetable-layout';
import { WeekTimetable } from './week-timetable';

const items: TimetableItem[] = [
  {
    key: '1',
    course: 'CSC 301',
    heading: 'CSC 301 · Lecture',
    title: 'Algorithms',
    detail: 'Section 2 · Dr. Mona Adel',
    meetings: [{ Day: 1, StartsAt: '10:00', EndsAt: '11:30', Room: 'B12' }],
  },
  {
    key: '2',
    course: 'MTH 201',
    heading: 'MTH 201 · Lecture',
    title: 'Linear Algebra',
    detail: 'Section 1 · Dr. Omar Farouk',
    meetings: [{ Day: 1, StartsAt: '11:00', EndsAt: '12:00', Room: null }],
    fresh: true,
  },
];

function renderWeek(language: Language, size: 'full' | 'compact' = 'full') {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <WeekTimetable items={items} weekStartsOn={6} size={size} />
    </I18nextProvider>,
  );
}

describe('WeekTimetable', () => {
  it('lists each day’s classes with time and place, marking a new section and a time conflict', () => {
    const { container } = renderWeek('en');
    const week = screen.getByRole('region', { name: 'Weekly timetable' });
    // Grid and day list both name Monday; the day list (phones) carries the full words.
    expect(within(week).getAllByRole('heading', { name: 'Monday' })).toHaveLength(2);
    const cards = [...container.querySelectorAll('.wt-card')].map((card) => card.textContent);
    expect(cards).toEqual([
      '10:00 AM – 11:30 AMTime conflictCSC 301 · Lecture · AlgorithmsSection 2 · Dr. Mona Adel · Room B12',
      '11:00 AM – 12:00 PMNewTime conflictMTH 201 · Lecture · Linear AlgebraSection 1 · Dr. Omar Farouk · Online',
    ]);
  });

  it('says a compact week’s times to screen readers, in Arabic', () => {
    const { container } = renderWeek('ar', 'compact');
    expect(container.querySelector('.wt-days')).toBeNull();
    const hidden = [...container.querySelectorAll('.wt-visually-hidden')].map((text) => text.textContent);
    expect(hidden[1]).toContain('عن بُعد');
    expect(hidden[1]).toContain('جديد');
    expect(hidden[1]).toContain('تعارض في المواعيد');
  });
});
