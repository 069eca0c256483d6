import { render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { CourseTable } from './course-table';
import { FeeEstimate } from './fee-estimate';
import { takeableCourses } from './schedule-builder';

const fees = {
  Currency: 'EGP',
  Credits: 15,
  FeePerCredit: 3500,
  Lines: [
    { LabelEn: 'Tuition (15 credits)', LabelAr: 'الرسوم الدراسية (15 ساعة)', Amount: 52500 },
    { LabelEn: 'Registration and services fees', LabelAr: 'رسوم التسجيل والخدمات', Amount: 2500 },
  ],
  Total: 55000,
};

/** A course advised with its lecture and its lab section. */
const algorithms = {
  CourseId: 1,
  CourseCode: 'CSC 301',
  TitleEn: 'Algorithms',
  TitleAr: 'الخوارزميات',
  Credits: 4,
  SectionNos: ['2', '2L1'],
};

describe('the preview’s course table and fee estimate', () => {
  it('lists the advised courses with their sections and the total credits', () => {
    render(
      <I18nextProvider i18n={createI18n('en')}>
        <CourseTable
          credits={7}
          courses={[
            algorithms,
            {
              CourseId: 2,
              CourseCode: 'MTH 201',
              TitleEn: 'Linear Algebra',
              TitleAr: 'الجبر الخطي',
              Credits: 3,
              SectionNos: ['1'],
            },
          ]}
        />
      </I18nextProvider>,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'CodeCourseSectionsCredits',
      'CSC 301Algorithms2, 2L14',
      'MTH 201Linear Algebra13',
      'Total7',
    ]);
  });

  it('joins a course’s sections with the language’s own list words (Arabic’s, not a Latin comma)', () => {
    const { container } = render(
      <I18nextProvider i18n={createI18n('ar')}>
        <CourseTable credits={4} courses={[algorithms]} />
      </I18nextProvider>,
    );
    const row = within(container).getAllByRole('row')[1];
    expect(row?.textContent).toContain('الخوارزميات');
    expect(row?.textContent).toContain('2 و2L1');
    expect(row?.textContent).not.toContain('2, ');
  });

  it('shows each fee line and the total in the university’s currency, in Arabic too', () => {
    render(
      <I18nextProvider i18n={createI18n('ar')}>
        <FeeEstimate fees={fees} />
      </I18nextProvider>,
    );
    const section = screen.getByRole('region', { name: 'الرسوم المتوقعة' });
    expect(within(section).getByText('رسوم التسجيل والخدمات')).toBeTruthy();
    const total = section.querySelector('.preview-fees__total dd')?.textContent ?? '';
    expect(total).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EGP' }).format(55000));
  });
});

describe('takeableCourses', () => {
  const course = (
    id: number,
    code: string,
    level: number,
    state: 'eligible' | 'passed' | 'blocked',
    offered = true,
  ) => ({
    CourseId: id,
    CourseCode: code,
    TitleEn: code,
    TitleAr: code,
    Credits: 3,
    SuggestedLevel: level,
    HasLab: false,
    State: state,
    BlockedBy: [],
    Offered: offered,
  });

  it('offers the builder only courses the student can take and that are offered, once each, by level', () => {
    const found = takeableCourses([
      { Courses: [course(1, 'CSC 301', 3, 'eligible'), course(2, 'CSC 101', 1, 'passed')] },
      {
        Courses: [
          course(3, 'ENG 201', 2, 'eligible'),
          course(1, 'CSC 301', 3, 'eligible'),
          course(4, 'ART 100', 1, 'eligible', false),
        ],
      },
      { Courses: [course(5, 'CSC 401', 4, 'blocked')] },
    ]);
    expect(found.map((entry) => entry.CourseCode)).toEqual(['ENG 201', 'CSC 301']);
  });
});
