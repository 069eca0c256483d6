import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../lib/portal-stub-testing';
import MajorDeclarationPage from './major-declaration-page';
import { declaration, GEOLOGY, studentMajors } from './test/fixtures';

const MAJORS = '/api/Orders/GetStudentMajors';
const SAVE = '/api/Orders/SaveStudentOrder';
const UPDATE = '/api/Orders/UpdateStudentOrder';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submittedLatest = {
  OrderId: 70,
  State: 'submitted' as const,
  Version: 1,
  Major: GEOLOGY,
  OfficeNote: null,
  SubmittedAt: '2026-11-30T10:00:00Z',
  DecidedAt: null,
};

describe('Major declaration page', () => {
  it('shows the current major, the majors to declare, and why a competitive one is not among them', async () => {
    stubPortal({ [MAJORS]: ok(studentMajors()) });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration' });
    expect(await screen.findByText('Chemistry')).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Geology/ })).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Biotechnology/ })).toBeNull();
    expect(screen.getByText(/placed by Tanseek: rank it in the placement round/)).toBeTruthy();
    expect(screen.getByText(/Majors placed by Tanseek are not listed for declaration/)).toBeTruthy();
  });

  it('declares after a confirmation: saves the major, then submits the request it made', async () => {
    let filed = false;
    const sent = stubPortal({
      [MAJORS]: () => ok(studentMajors(filed ? { Eligible: false, Latest: submittedLatest } : {})),
      [SAVE]: ok(declaration()),
      [UPDATE]: () => {
        filed = true;
        return ok(declaration({ State: 'submitted', Version: 1 }));
      },
    });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration' });
    fireEvent.click(await findIonButton('Declare major'));
    expect(await screen.findByText('Choose a major first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Geology/ }));
    fireEvent.click(await findIonButton('Declare major'));
    expect(await screen.findByText('Declare Geology?')).toBeTruthy();
    expect(sent.some((call) => call.path === SAVE)).toBe(false);
    fireEvent.click(await findIonButton('Declare'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === UPDATE)?.body).toEqual({
        OrderId: 70,
        Action: 'submit',
        Version: 0,
      });
    });
    const save = sent.find((call) => call.path === SAVE)?.body as {
      Answers: unknown;
      IdempotencyKey: string;
    };
    expect(save.Answers).toEqual({ major: 12 });
    expect(save.IdempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Sent: waiting for the department.')).toBeTruthy();
    expect(screen.getByText('Major declared: Geology')).toBeTruthy();
  });

  it('shows a refusal from the server', async () => {
    stubPortal({
      [MAJORS]: ok(studentMajors()),
      [SAVE]: refusal('422', 'This major is placed by Tanseek: rank it in the placement round instead.'),
    });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration' });
    fireEvent.click(await screen.findByRole('radio', { name: /Geology/ }));
    fireEvent.click(await findIonButton('Declare major'));
    fireEvent.click(await findIonButton('Declare'));
    expect((await screen.findByRole('alert')).textContent).toContain('placed by Tanseek');
  });

  it('shows the department’s reason when it refused', async () => {
    const refused = { ...submittedLatest, State: 'rejected' as const, OfficeNote: 'Your GPA is below 2.0.' };
    stubPortal({ [MAJORS]: ok(studentMajors({ Latest: refused })) });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration' });
    expect(await screen.findByText('Refused by the department.')).toBeTruthy();
    expect(screen.getByText("The department's reason: Your GPA is below 2.0.")).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Geology/ })).toBeTruthy();
  });

  it('says why the student may not declare now', async () => {
    const reason = 'This request is for students from level 2.';
    stubPortal({ [MAJORS]: ok(studentMajors({ Eligible: false, NotEligibleReason: reason })) });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration' });
    expect(await screen.findByText(reason)).toBeTruthy();
    expect(screen.queryByRole('radio', { name: /Geology/ })).toBeNull();
  });

  it('says what to do when every other major is placed by Tanseek', async () => {
    const only = studentMajors().Majors.filter((major) => major.ProgramId !== GEOLOGY.ProgramId);
    stubPortal({ [MAJORS]: ok(studentMajors({ Majors: only })) });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration' });
    expect(await screen.findByText('There is no major you can declare')).toBeTruthy();
    expect(screen.getByText(/or ask your academic advisor/)).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    stubPortal({ [MAJORS]: ok(studentMajors({ Latest: { ...submittedLatest, State: 'fulfilled' } })) });
    renderPage(<MajorDeclarationPage />, { at: '/major-declaration', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'إعلان التخصص', level: 1 })).toBeTruthy();
    expect(await screen.findByText('الكيمياء')).toBeTruthy();
    expect(screen.getByText('تمت الموافقة: تخصصك الآن الجيولوجيا.')).toBeTruthy();
  });
});
