import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SstpApplication } from '@portal/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../../lib/page-render-testing';
import { ok, stubPortal } from '../../../lib/portal-stub-testing';
import SstpPage from '../sstp-page';
import {
  application,
  CATEGORIES,
  cycle,
  LANGUAGES,
  LEVELS,
  OFFERS,
  PROGRAMS,
  savedData,
} from '../test/fixtures';

const MOVE = '/api/SSTP/SaveStudentSSTPData';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function show(overrides: Partial<SstpApplication>, state: 'open' | 'published' = 'published') {
  const data = savedData({
    Cycle: cycle({ State: state }),
    CanSave: false,
    HasSavedData: true,
    Application: application(overrides),
  });
  const sent = stubPortal({
    '/api/SSTP/CheckStudentHasSavedData': ok(data),
    '/api/SSTP/programs': ok(PROGRAMS),
    '/api/SSTP/levels': ok(LEVELS),
    '/api/SSTP/languages': ok(LANGUAGES),
    '/api/SSTP/categories': ok(CATEGORIES),
    '/api/SSTP/GetOrganizations': ok({ CycleId: 4, Offers: OFFERS }),
    [MOVE]: ok(data),
  });
  renderPage(<SstpPage />, { at: '/sstp' });
  return sent;
}

const evaluation = (Result: 'passed' | 'failed', Score: number) => ({
  Score,
  Result,
  Comment: 'Careful and punctual.',
  RecordedAt: '2027-09-05T10:00:00Z',
});

describe('SSTP application states', () => {
  it('a submitted application in an open cycle: read-only ranking and Withdraw', async () => {
    const sent = show({ State: 'submitted' }, 'open');
    expect(await screen.findByText(/^Submitted\. The training office allocates places/)).toBeTruthy();
    expect(await screen.findByText('Choice 1')).toBeTruthy();
    expect(screen.queryByLabelText('Move Delta Steel down')).toBeNull();
    fireEvent.click(await findIonButton('Withdraw application'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === MOVE)?.body).toEqual({
        ApplicationId: 31,
        Action: 'withdraw',
      });
    });
  });

  it('a submitted application once the cycle is closed cannot be withdrawn', async () => {
    show({ State: 'submitted' }, 'published');
    expect(await screen.findByText(/^Submitted\./)).toBeTruthy();
    expect(screen.queryByText('Withdraw application')).toBeNull();
  });

  it('an assigned place: the organisation named, Confirm, and Decline only after asking', async () => {
    const sent = show({ State: 'assigned', AssignedOfferId: 23 });
    expect(
      await screen.findByText(
        'You have a place at Suez Motors, Suez, from Jul 1, 2027 to Aug 15, 2027. Confirm it, or decline it to leave it to another student.',
      ),
    ).toBeTruthy();
    fireEvent.click(await findIonButton('Decline place'));
    expect(screen.getByText(/Decline your place at Suez Motors\?/)).toBeTruthy();
    expect(sent.filter((call) => call.path === MOVE)).toEqual([]);
    fireEvent.click(await findIonButton('Cancel'));
    fireEvent.click(await findIonButton('Confirm place'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === MOVE)?.body).toEqual({ ApplicationId: 31, Action: 'confirm' });
    });
  });

  it('not assigned: says why and what to do', async () => {
    show({ State: 'not-assigned' });
    expect(await screen.findByText('No organisation you ranked had a place for you.')).toBeTruthy();
    expect(screen.getByText(/filled its places with students of a higher GPA/)).toBeTruthy();
    expect(screen.queryByText('Confirm place')).toBeNull();
  });

  it.each([
    ['confirmed', /^You confirmed your place at Suez Motors, Suez/],
    ['declined', /^You declined the place at Suez Motors/],
    ['withdrawn', /^You withdrew your application/],
    ['draft', /^Saved as a draft, not submitted/],
  ] as const)('%s: says where the application stands', async (State, words) => {
    show({ State, AssignedOfferId: State === 'withdrawn' || State === 'draft' ? null : 23 });
    expect(await screen.findByText(words)).toBeTruthy();
    expect(screen.queryByText('Confirm place')).toBeNull();
  });

  it('passed: the result, the score and the credits added to the transcript', async () => {
    show({ State: 'passed', AssignedOfferId: 23, Evaluation: evaluation('passed', 88) });
    expect(await screen.findByText('You passed your training at Suez Motors.')).toBeTruthy();
    expect(screen.getByText(/^Score 88 \/ 100, recorded/)).toBeTruthy();
    expect(screen.getByText("The organisation's comment: Careful and punctual.")).toBeTruthy();
    expect(screen.getByText('2 credits added to your transcript (course TRN 300, grade P).')).toBeTruthy();
  });

  it('failed: the result and score, no credits', async () => {
    show({ State: 'failed', AssignedOfferId: 23, Evaluation: evaluation('failed', 41) });
    expect(await screen.findByText('Your training at Suez Motors was not passed.')).toBeTruthy();
    expect(screen.getByText(/^Score 41 \/ 100/)).toBeTruthy();
    expect(screen.queryByText(/added to your transcript/)).toBeNull();
  });

  it('reads a pass in Arabic', async () => {
    show({ State: 'passed', AssignedOfferId: 23, Evaluation: evaluation('passed', 88) });
    cleanup();
    renderPage(<SstpPage />, { at: '/sstp', language: 'ar' });
    expect(await screen.findByText('اجتزت تدريبك في السويس للسيارات.')).toBeTruthy();
    expect(
      screen.getByText('أُضيفت ساعتان معتمدتان إلى سجلك الدراسي (المقرر TRN 300، التقدير P).'),
    ).toBeTruthy();
  });
});
