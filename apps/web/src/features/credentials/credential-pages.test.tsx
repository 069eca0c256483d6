import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { StudentCredential, StudentCredentials } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../lib/portal-stub-testing';
import { ExamCredentialsPage, MoodleCredentialsPage, StudentWifiPage } from './credential-pages';

const LIST = '/api/StudentService/GetStudentCredentials';
const REVEAL = '/api/StudentService/RevealStudentCredential';
const SAVE = '/api/StudentService/SaveStudentPassword';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function credential(overrides: Partial<StudentCredential> = {}): StudentCredential {
  return {
    CredentialId: 7,
    System: 'wifi',
    UserName: 's20210001',
    MaskedPassword: '••••••••••',
    Origin: 'initial',
    UpdatedAt: '2026-09-20T08:00:00Z',
    Exam: null,
    ...overrides,
  };
}

function list(overrides: Partial<StudentCredentials> = {}): StudentCredentials {
  return { System: 'wifi', Credentials: [credential()], Upcoming: [], RevealSeconds: 30, ...overrides };
}

describe('Student Wi-Fi page', () => {
  it('shows the user name and a masked password, never asking for the password by itself', async () => {
    const sent = stubPortal({ [LIST]: ok(list()) });
    renderPage(<StudentWifiPage />, { at: '/student-wifi' });
    expect(await screen.findByText('s20210001')).toBeTruthy();
    expect(screen.getByLabelText('Password hidden').textContent).toBe('••••••••••');
    expect(sent.map((call) => call.path)).not.toContain(REVEAL);
    expect(sent[0]?.query).toBe('?System=wifi');
  });

  it('shows the password on a tap, counts down, and hides it again after 30 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = stubPortal({
      [LIST]: ok(list()),
      [REVEAL]: ok({ CredentialId: 7, Password: 'kQmTzx482937', HideAfterSeconds: 30 }),
    });
    renderPage(<StudentWifiPage />, { at: '/student-wifi' });
    fireEvent.click(await findIonButton('Show password'));
    expect(await screen.findByText('kQmTzx482937')).toBeTruthy();
    expect(sent.find((call) => call.path === REVEAL)?.body).toEqual({ CredentialId: 7 });
    expect(screen.getByRole('timer').textContent).toBe('Hidden again in 30 seconds');
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole('timer').textContent).toBe('Hidden again in 20 seconds');
    act(() => {
      vi.advanceTimersByTime(20_000);
    });
    expect(screen.queryByText('kQmTzx482937')).toBeNull();
    expect(screen.getByLabelText('Password hidden')).toBeTruthy();
  });

  it('says why a reveal was refused', async () => {
    stubPortal({
      [LIST]: ok(list()),
      [REVEAL]: refusal('404', 'There is no such credential among yours.'),
    });
    renderPage(<StudentWifiPage />, { at: '/student-wifi' });
    fireEvent.click(await findIonButton('Show password'));
    expect((await screen.findByRole('alert')).textContent).toContain('no such credential');
  });

  it('in Arabic, names the page and the hidden password', async () => {
    stubPortal({ [LIST]: ok(list()) });
    renderPage(<StudentWifiPage />, { at: '/student-wifi', language: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'واي فاي الطلاب' })).toBeTruthy();
    expect(await screen.findByLabelText('كلمة المرور مخفية')).toBeTruthy();
  });
});

describe('Moodle Credentials page', () => {
  const moodle = list({
    System: 'moodle',
    Credentials: [credential({ System: 'moodle', UserName: 'ahmed.k' })],
  });

  it('shows each broken rule the server names in the form, keeping what was typed', async () => {
    stubPortal({
      [LIST]: ok(moodle),
      [SAVE]: refusal(
        '422',
        'This password cannot be used. It must be at least 10 characters long. It must not contain your user name.',
      ),
    });
    renderPage(<MoodleCredentialsPage />, { at: '/moodle-credentials' });
    const input = await screen.findByLabelText('New password');
    fireEvent.change(input, { target: { value: 'ahmed.k1' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'ahmed.k1' } });
    fireEvent.click(await findIonButton('Save the new password'));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('at least 10 characters');
    expect(alert.textContent).toContain('must not contain your user name');
    expect((input as HTMLInputElement).value).toBe('ahmed.k1');
  });

  it('saves a new password and shows the account as set by the student', async () => {
    const sent = stubPortal({
      [LIST]: ok(moodle),
      [SAVE]: ok(credential({ System: 'moodle', UserName: 'ahmed.k', Origin: 'reset' })),
    });
    renderPage(<MoodleCredentialsPage />, { at: '/moodle-credentials' });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Campus2026go' } });
    fireEvent.change(screen.getByLabelText('New password again'), { target: { value: 'Campus2026go' } });
    fireEvent.click(await findIonButton('Save the new password'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toEqual({
        System: 'moodle',
        NewPassword: 'Campus2026go',
        ConfirmPassword: 'Campus2026go',
      });
    });
    expect(await screen.findByText(/Your new password is saved/)).toBeTruthy();
    expect(await screen.findByText(/Password set by you on/)).toBeTruthy();
  });
});

describe('Exam Credentials page', () => {
  it('outside every window, says when each exam’s account will appear', async () => {
    stubPortal({
      [LIST]: ok(
        list({
          System: 'exam',
          Credentials: [],
          Upcoming: [
            {
              ExamId: 3,
              Kind: 'final',
              CourseCode: 'CSC 301',
              CourseTitleEn: 'Algorithms',
              CourseTitleAr: 'الخوارزميات',
              StartsAt: '2026-12-20T07:00:00Z',
              OpensAt: '2026-12-20T06:30:00Z',
              ClosesAt: '2026-12-20T09:00:00Z',
            },
          ],
        }),
      ),
    });
    renderPage(<ExamCredentialsPage />, { at: '/exam-credentials' });
    expect(await screen.findByText('No exam account is shown right now.')).toBeTruthy();
    expect(screen.getByText('CSC 301 · Algorithms')).toBeTruthy();
    expect(screen.getByText(/Shown from/)).toBeTruthy();
    expect(screen.queryByText('Set a new Exam password')).toBeNull();
  });
});
