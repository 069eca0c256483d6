import { render } from '@testing-library/react';
import type { WhatIfAudit, WhatIfCourse } from '@portal/contract';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n, type Language } from '../../../lib/i18n';
import { WhatIfAuditView } from './what-if-audit';

const course = (id: number, code: string, state: WhatIfCourse['State'], grade: string | null = null) => ({
  CourseId: id,
  CourseCode: code,
  TitleEn: `${code} title`,
  TitleAr: `عنوان ${code}`,
  Credits: 3,
  State: state,
  Grade: grade,
});
const program = (id: number, nameEn: string, nameAr: string) => ({
  ProgramId: id,
  Code: `P${String(id)}`,
  NameEn: nameEn,
  NameAr: nameAr,
  Degree: 'BSc',
  RequiredCredits: 18,
});

const audit: WhatIfAudit = {
  CurrentProgram: program(1, 'Computer Science', 'علوم الحاسب'),
  CurrentMissingCredits: 3,
  Program: program(2, 'Artificial Intelligence', 'الذكاء الاصطناعي'),
  Requirements: [
    {
      CategoryId: 1,
      Code: 'AI',
      NameEn: 'AI core',
      NameAr: 'أساسيات الذكاء',
      IsElective: false,
      RequiredCredits: 12,
      CountedCredits: 3,
      InProgressCredits: 3,
      MissingCredits: 6,
      Counted: [course(1, 'CSC 101', 'passed', 'A'), course(2, 'CSC 201', 'in_progress')],
      Remaining: [course(3, 'AI 301', 'blocked')],
    },
    {
      CategoryId: 2,
      Code: 'MATH',
      NameEn: 'Mathematics',
      NameAr: 'الرياضيات',
      IsElective: false,
      RequiredCredits: 3,
      CountedCredits: 3,
      InProgressCredits: 0,
      MissingCredits: 0,
      Counted: [course(4, 'MTH 101', 'passed', 'B')],
      Remaining: [],
    },
  ],
  CountedCredits: 6,
  InProgressCredits: 3,
  MissingCredits: 6,
  NotCounted: [course(5, 'ART 101', 'passed', 'C')],
  Terms: { UsualLoad: 8, AtUsualLoad: 1, MaxLoad: 18, AtMaxLoad: 1 },
};

function renderAudit(language: Language) {
  return render(
    <I18nextProvider i18n={createI18n(language)}>
      <WhatIfAuditView audit={audit} />
    </I18nextProvider>,
  );
}

describe('WhatIfAuditView', () => {
  it('shows the totals, the terms they mean, each requirement and what would not count', () => {
    const { container } = renderAudit('en');
    const text = (selector: string) => container.querySelector(selector)?.textContent;
    expect(text('[data-figure="counted"] dd')).toBe('6 credits');
    expect(text('[data-figure="missing"] dd')).toBe('6 credits');
    expect(text('[data-load="usual"]')).toBe('About 1 term at your usual 8 credits a term.');
    expect(text('[data-load="max"]')).toBe('1 term at your maximum of 18 credits.');
    expect(text('[data-requirement="AI"] .what-if__missing')).toBe('6 credits missing');
    expect(text('[data-requirement="MATH"] .what-if__met')).toBe('Met');
    expect(text('[data-requirement="AI"] [data-course="CSC 101"]')).toBe(
      'CSC 101 CSC 101 title3 credits · Passed (A)',
    );
    expect(text('#what-if-not-counted + ul')).toContain('ART 101');
  });

  it('speaks Arabic', () => {
    const { container } = renderAudit('ar');
    expect(container.querySelector('#what-if-summary')?.textContent).toBe('سجلك في الذكاء الاصطناعي');
    expect(container.querySelector('[data-requirement="AI"] h3')?.textContent).toBe('أساسيات الذكاء');
    expect(container.querySelector('[data-load="max"]')?.textContent).toBe('فصل واحد بحدك الأقصى 18 ساعة.');
  });
});
