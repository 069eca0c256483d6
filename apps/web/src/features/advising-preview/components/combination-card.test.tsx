import { render, screen } from '@testing-library/react';
import type { AdvisingSection, ScheduleCombination } from '@portal/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Language } from '../../../lib/i18n';
import { CombinationCard } from './combination-card';

function section(
  id: number,
  courseId: number,
  code: string,
  day: number,
  start: string,
  end: string,
): AdvisingSection {
  return {
    SectionId: id,
    CourseId: courseId,
    CourseCode: code,
    SectionNo: String(id % 10),
    Kind: 'lecture',
    LectureSectionId: null,
    Instructor: { Title: 'Dr.', NameEn: 'Omar Farouk', NameAr: 'عمر فاروق' },
    Capacity: 40,
    SeatsLeft: 12,
    Registered: false,
    Clash: null,
    SectionSchedule: [
      { MeetingId: id, Day: day, StartsAt: start, EndsAt: end, Room: 'A101', Mode: 'in_person' },
    ],
  };
}

const combination: ScheduleCombination = {
  Rank: 1,
  Penalty: 2,
  SectionIds: [12, 23],
  Sections: [section(12, 1, 'CSC 301', 1, '10:00', '11:30'), section(23, 2, 'MTH 201', 3, '08:30', '10:00')],
  Credits: 6,
  Fit: { EarlyMeetings: 1, DaysOffBroken: [0], DaysOnCampus: 2, IdleMinutes: 0, EarliestStart: '08:30' },
};
/** The student's held CSC 201, kept around every option (Monday and Wednesday are the only days). */
const kept = [{ ...section(31, 3, 'CSC 201', 1, '12:00', '13:30'), Registered: true }];
const titles = new Map([
  [1, { TitleEn: 'Algorithms', TitleAr: 'الخوارزميات' }],
  [2, { TitleEn: 'Linear Algebra', TitleAr: 'الجبر الخطي' }],
  [3, { TitleEn: 'Data Structures', TitleAr: 'هياكل البيانات' }],
]);

function renderCard(language: Language) {
  const onAdvise = vi.fn();
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <CombinationCard
        combination={combination}
        kept={kept}
        keptCredits={3}
        maxCredits={18}
        titles={titles}
        weekStartsOn={6}
        showEarly
        busy={false}
        onAdvise={onAdvise}
      />
    </I18nextProvider>,
  );
  return { ...view, onAdvise };
}

describe('CombinationCard', () => {
  it('says why the option ranks where it does, lists its sections and advises exactly its sections', () => {
    const { container, onAdvise } = renderCard('en');
    expect(screen.getByRole('heading', { name: 'Option 1' })).toBeTruthy();
    const facts = [...container.querySelectorAll('.combination__facts li')].map((fact) => fact.textContent);
    expect(facts).toEqual([
      'First class at 8:30 AM',
      '2 days on campus',
      '0 min between classes a week',
      '1 class before 10:00',
      'Classes on Sunday',
    ]);
    expect(container.querySelector('.combination__sections')?.textContent).toContain(
      'CSC 301 Lecture · Section 2 · Dr. Omar Farouk',
    );
    expect(screen.getByRole('region', { name: 'Option 1' })).toBeTruthy();
    container.querySelector<HTMLElement>('ion-button[aria-label="Advise option 1"]')?.click();
    expect(onAdvise).toHaveBeenCalledWith(combination);
  });

  it('draws the held classes it keeps, marked as yours, and counts their credits', () => {
    const { container } = renderCard('en');
    const blocks = [...container.querySelectorAll('.wt-block')];
    expect(blocks.map((block) => block.querySelector('.wt-block__heading')?.textContent)).toEqual([
      'CSC 301 · Lecture',
      'CSC 201 · Lecture',
      'MTH 201 · Lecture',
    ]);
    const held = blocks.filter((block) => block.classList.contains('wt-block--held'));
    expect(held.map((block) => block.querySelector('.wt-block__heading')?.textContent)).toEqual([
      'CSC 201 · Lecture',
    ]);
    expect(held[0]?.textContent).toContain('Already yours.');
    expect(container.querySelector('.combination__kept')?.textContent).toBe(
      'Kept from your timetable: CSC 201 Lecture · Section 1 · Dr. Omar Farouk',
    );
    expect(container.querySelector('.combination__credits')?.textContent).toBe('9 of up to 18 credits');
  });

  it('speaks Arabic', () => {
    const { container } = renderCard('ar');
    expect(screen.getByRole('heading', { name: 'الخيار 1' })).toBeTruthy();
    expect(container.textContent).toContain('يومان في الجامعة');
    expect(container.textContent).toContain('اعتمد هذا الجدول');
    expect(container.querySelector('.combination__credits')?.textContent).toBe(
      '9 من 18 ساعة معتمدة كحد أقصى',
    );
    expect(container.querySelector('.combination__kept')?.textContent).toContain('يبقى من جدولك');
  });
});
