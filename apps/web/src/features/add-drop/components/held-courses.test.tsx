import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createI18n, type Language } from '../../../lib/i18n';
import { heldCourses } from '../cart-view';
import { csc301Lecture1, mth201, swapCart } from '../test/fixtures';
import { HeldCourses } from './held-courses';

function renderHeld(language: Language, cart = swapCart()) {
  const onDrop = vi.fn();
  const onChangeSection = vi.fn();
  const changing = new Set(
    cart.Changes.filter((change) => change.Kind === 'add').map((change) => change.Section.CourseId),
  );
  const view = render(
    <I18nextProvider i18n={createI18n(language)}>
      <HeldCourses
        courses={heldCourses(cart)}
        changing={changing}
        busy={false}
        onDrop={onDrop}
        onChangeSection={onChangeSection}
      />
    </I18nextProvider>,
  );
  return { ...view, onDrop, onChangeSection };
}

describe('HeldCourses', () => {
  it('shows each held course with its sections and instructor, and offers a section change and a drop', () => {
    const cart = { ...swapCart(), Changes: [], ResultingTimetable: [csc301Lecture1, mth201] };
    const { container, onDrop, onChangeSection } = renderHeld('en', cart);
    expect(screen.getByText('CSC 301 CSC 301 title')).toBeTruthy();
    expect(container.querySelector('[data-course="CSC 301"] .held-course__meta')?.textContent).toBe(
      '3 credits · Lecture · Section 1 (Dr. Mona Adel)',
    );
    container.querySelector<HTMLElement>('ion-button[aria-label="Change the section of CSC 301"]')?.click();
    expect(onChangeSection).toHaveBeenCalledWith(expect.objectContaining({ CourseCode: 'CSC 301' }));
    container.querySelector<HTMLElement>('ion-button[aria-label="Drop MTH 201"]')?.click();
    expect(onDrop).toHaveBeenCalledWith(expect.objectContaining({ CourseCode: 'MTH 201' }));
  });

  it('marks a course being swapped and one being dropped, without offering them again (Arabic)', () => {
    const { container } = renderHeld('ar');
    expect(screen.getByText('تغيير الشعبة')).toBeTruthy();
    expect(screen.getByText('سيُحذف')).toBeTruthy();
    expect(container.querySelectorAll('ion-button')).toHaveLength(0);
    expect(container.querySelector('[data-course="MTH 201"] .held-course__meta')?.textContent).toBe(
      '3 ساعات معتمدة · محاضرة · الشعبة 1 (د. منى عادل)',
    );
  });

  it('tells a student without courses where to add one', () => {
    renderHeld('en', { ...swapCart(), Changes: [], ResultingTimetable: [] });
    expect(screen.getByRole('status').textContent).toBe(
      'You hold no courses this term.Add one from your study plan below.',
    );
  });
});
