import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal } from '../../lib/portal-stub-testing';
import PlacementOfficePage from './placement-office-page';
import { FACULTIES, round } from './test/fixtures';

const ROUNDS = '/api/PlacementOffice/GetRounds';
const FACULTIES_CALL = '/api/Student/GetFaculties';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('placement office page', () => {
  it('lists a round with its majors, previews it, and then asks before publishing', async () => {
    let current = round();
    const sent = stubPortal({
      [FACULTIES_CALL]: ok(FACULTIES),
      [ROUNDS]: () => ok({ Rounds: [current], Terms: [] }),
      '/api/PlacementOffice/PreviewRound': () => {
        current = round({
          State: 'previewed',
          Placed: 40,
          NotPlaced: 80,
          PreviewedAt: '2026-12-12T08:00:00Z',
        });
        return ok(current);
      },
    });
    renderPage(<PlacementOfficePage />, { at: '/placement-office' });
    expect(
      await screen.findByRole('heading', { name: /Faculty of Engineering · round 1 · Fall 2026/ }),
    ).toBeTruthy();
    expect(screen.getByText('120 saved a ranking · 0 placed · 0 not placed')).toBeTruthy();
    expect(screen.getByText('Civil Engineering')).toBeTruthy();
    fireEvent.click(await findIonButton('Preview allocation'));
    expect(await screen.findByText('Round 1 is allocated as a preview.')).toBeTruthy();
    expect(sent.find((call) => call.path === '/api/PlacementOffice/PreviewRound')?.body).toEqual({
      RoundId: 5,
    });
    expect(await findIonButton('Download results (CSV)')).toBeTruthy();
    fireEvent.click(await findIonButton('Publish'));
    expect(await screen.findByText(/Publish round 1\? 40 students move to their major/)).toBeTruthy();
  });

  it('shows a refusal from the server', async () => {
    stubPortal({
      [FACULTIES_CALL]: ok(FACULTIES),
      [ROUNDS]: ok({ Rounds: [round({ State: 'open' })], Terms: [] }),
      '/api/PlacementOffice/CloseRound': refusal(
        '409',
        'The round is closed: only an open round can be closed.',
      ),
    });
    renderPage(<PlacementOfficePage />, { at: '/placement-office' });
    fireEvent.click(await findIonButton('Close round'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('only an open round can be closed');
    });
  });

  it('says what to do when there is no round', async () => {
    stubPortal({ [FACULTIES_CALL]: ok(FACULTIES), [ROUNDS]: ok({ Rounds: [], Terms: [] }) });
    renderPage(<PlacementOfficePage />, { at: '/placement-office' });
    expect(await screen.findByText('No placement round yet')).toBeTruthy();
  });

  it('reads in Arabic', async () => {
    stubPortal({
      [FACULTIES_CALL]: ok(FACULTIES),
      [ROUNDS]: ok({
        Rounds: [
          round({
            State: 'published',
            PreviewedAt: '2026-12-12T08:00:00Z',
            PublishedAt: '2026-12-13T08:00:00Z',
          }),
        ],
        Terms: [],
      }),
    });
    renderPage(<PlacementOfficePage />, { at: '/placement-office', language: 'ar' });
    expect(await screen.findByRole('heading', { name: /كلية الهندسة · الجولة 1 · خريف 2026/ })).toBeTruthy();
    expect(screen.getByText('منشورة')).toBeTruthy();
    expect(await findIonButton('نزّل النتائج (CSV)')).toBeTruthy();
  });
});
