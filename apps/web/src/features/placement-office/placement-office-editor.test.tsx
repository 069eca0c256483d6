import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import PlacementOfficePage from './placement-office-page';
import { FACULTIES, round, TERMS } from './test/fixtures';

const ROUNDS = '/api/PlacementOffice/GetRounds';
const SAVE = '/api/PlacementOffice/SaveRound';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(rounds = [round({ State: 'open' })], save?: (call: SentCall) => ReturnType<typeof ok>) {
  return stubPortal({
    '/api/Student/GetFaculties': ok(FACULTIES),
    [ROUNDS]: ok({ Rounds: rounds, Terms: TERMS }),
    ...(save ? { [SAVE]: save } : {}),
  });
}

const type = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
};

describe('placement office round editor', () => {
  it('creates a round: faculty, term, dates, who takes part and the majors offered', async () => {
    const sent = stub([], () => ok(round({ RoundId: 7, FacultyId: 3 })));
    renderPage(<PlacementOfficePage />, { at: '/placement-office' });
    fireEvent.click(await findIonButton('New round'));
    expect(screen.getByRole('form', { name: 'New placement round' })).toBeTruthy();
    type('Faculty', '3');
    type('Term', '8');
    type('Round number', '2');
    type('Choices open', '2026-12-01T09:00');
    type('Choices close', '2026-12-10T21:00');
    type('From level', '2');
    type('Earned credits at least', '30');
    type('Majors a student may rank', '1');
    expect(screen.getByRole('option', { name: 'Artificial Intelligence' })).toBeTruthy();
    type('Seats', '60');
    type("Last year's cut-off GPA (blank if new)", '2.9');
    fireEvent.click(await findIonButton('Save round'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toEqual({
        FacultyId: 3,
        TermId: 8,
        Number: 2,
        OpensAt: new Date('2026-12-01T09:00').toISOString(),
        ClosesAt: new Date('2026-12-10T21:00').toISOString(),
        MaxChoices: 1,
        MinLevel: 2,
        MinEarnedCredits: 30,
        Offers: [{ ProgramId: 41, Kind: 'major', Capacity: 60, LastYearCutOffGpa: 2.9 }],
      });
    });
    expect(await screen.findByText('Faculty of Computer Science, round 2 is saved.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says what to correct before sending, and shows the server’s refusal in the form', async () => {
    const sent = stub([round({ State: 'open' })], () =>
      refusal('409', 'Civil Engineering is in students’ rankings: it cannot be withdrawn.'),
    );
    renderPage(<PlacementOfficePage />, { at: '/placement-office' });
    fireEvent.click(await findIonButton('Edit round'));
    expect(screen.getByRole('form', { name: 'Edit round 1' })).toBeTruthy();
    type('Choices close', '2026-11-01T09:00');
    fireEvent.click(await findIonButton('Save round'));
    expect(screen.getByRole('alert').textContent).toBe('Choices must close after they open.');
    expect(sent.some((call) => call.path === SAVE)).toBe(false);
    type('Choices close', '2026-12-20T21:00');
    fireEvent.click(await findIonButton('Save round'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('cannot be withdrawn');
    });
    expect(sent.find((call) => call.path === SAVE)?.body).toMatchObject({ RoundId: 5, Number: 1 });
    expect(screen.getByRole('form', { name: 'Edit round 1' })).toBeTruthy();
  });

  it('offers the editor only for a round the server lets change', async () => {
    stub([round({ State: 'closed' })]);
    renderPage(<PlacementOfficePage />, { at: '/placement-office' });
    expect(await findIonButton('Preview allocation')).toBeTruthy();
    expect(screen.queryByText('Edit round')).toBeNull();
    expect(await findIonButton('New round')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    stub([]);
    renderPage(<PlacementOfficePage />, { at: '/placement-office', language: 'ar' });
    fireEvent.click(await findIonButton('جولة جديدة'));
    expect(screen.getByRole('form', { name: 'جولة تنسيق جديدة' })).toBeTruthy();
    expect(screen.getByLabelText('بداية تسجيل الرغبات')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'الهندسة المدنية' })).toBeTruthy();
    fireEvent.click(await findIonButton('احفظ الجولة'));
    expect(screen.getByRole('alert').textContent).toBe('أدخل موعد بداية تسجيل الرغبات وموعد نهايته.');
  });
});
