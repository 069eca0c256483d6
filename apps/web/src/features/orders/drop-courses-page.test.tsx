import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../lib/page-render-testing';
import { ok, stubPortal } from '../../lib/portal-stub-testing';
import DropCoursesPage from './drop-courses-page';
import RequestRecalculationPage from './request-recalculation-page';
import { course, lateDropType, recalculationType } from './test/fixtures';

const TYPES = '/api/Orders/GetOrderTypes';

const isDisabled = (button: Element | null | undefined) =>
  !!button && button.getAttribute('disabled') !== null && button.getAttribute('disabled') !== 'false';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('drop courses', () => {
  it('explains the W or WU each course would get, and offers a late drop while the type is open', async () => {
    stubPortal({
      [TYPES]: ok([{ ...lateDropType, Eligible: true, NotEligibleReason: null }]),
      '/api/Orders/GetStudentDropCourses': ok([
        course({ DropGrade: 'W' }),
        course({ RegistrationId: 122, CourseCode: 'PHY 102', CourseNameEn: 'Physics II', DropGrade: 'WU' }),
      ]),
    });
    renderPage(<DropCoursesPage />, { at: '/drop-courses' });
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Recorded as W (withdrawn): not counted in your GPA.');
    expect(rows[1]?.textContent).toContain('counts as a fail in your GPA');
    const request = rows[0]?.querySelector('ion-button');
    expect(request?.textContent).toBe('Request late drop');
    expect(isDisabled(request)).toBe(false);
  });

  it('says why no late drop can be filed, and offers none', async () => {
    stubPortal({
      [TYPES]: ok([lateDropType]),
      '/api/Orders/GetStudentDropCourses': ok([course({ DropGrade: 'W' })]),
    });
    renderPage(<DropCoursesPage />, { at: '/drop-courses' });
    expect(await screen.findByText('The late drop period has ended.')).toBeTruthy();
    expect(isDisabled(document.querySelector('ion-button'))).toBe(true);
  });
});

describe('request recalculation', () => {
  it('lists graded courses with the grade and the petition’s fee', async () => {
    stubPortal({
      [TYPES]: ok([recalculationType]),
      '/api/StudentPetition/GetStudentCourses': ok([course({ Grade: 'C+' })]),
    });
    renderPage(<RequestRecalculationPage />, { at: '/request-recalculation' });
    expect(await screen.findByText('Grade on record: C+')).toBeTruthy();
    expect(screen.getByText(/The request's fee is EGP\s150\.00/)).toBeTruthy();
  });
});
