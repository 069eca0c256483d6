import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import { majorMinor, OFFERS, round, savedData } from './test/fixtures';
import TanseekPage from './tanseek-page';

const SAVED = '/api/Tanseek/GetStudentSavedData';
const CHOICES = '/api/Tanseek/GetFacultyChoicesForStudent';
const MAJOR = '/api/Tanseek/GetStudentMajorMinor';
const SAVE = '/api/Tanseek/SaveStudentChoices';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(data = savedData(), save?: (call: SentCall) => ReturnType<typeof ok>) {
  return stubPortal({
    [SAVED]: ok(data),
    [CHOICES]: ok({ RoundId: 5, Offers: OFFERS }),
    [MAJOR]: ok(majorMinor()),
    ...(save ? { [SAVE]: save } : {}),
  });
}

describe('Tanseek page', () => {
  it('lists the majors offered with seats and last year’s cut-off, and the open round’s dates', async () => {
    stub();
    renderPage(<TanseekPage />, { at: '/tanseek' });
    expect(await screen.findByRole('heading', { name: /Round 1 · Fall 2026/ })).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();
    expect(screen.getByText(/Rank up to 3 majors/)).toBeTruthy();
    expect(screen.getByText("40 seats · last year's cut-off GPA 3.10")).toBeTruthy();
    expect(screen.getByText('1 seat · new this year')).toBeTruthy();
    expect(screen.getByText(/You have ranked no major yet/)).toBeTruthy();
  });

  it('ranks by buttons, announcing each new place, and saves the ranking in order', async () => {
    const sent = stub(savedData(), (call) =>
      ok(
        savedData({
          OfferIds: (call.body as { OfferIds: number[] }).OfferIds,
          SavedAt: '2026-11-30T10:00:00Z',
        }),
      ),
    );
    renderPage(<TanseekPage />, { at: '/tanseek' });
    fireEvent.click(await screen.findByLabelText('Add Civil Engineering to your ranking'));
    fireEvent.click(screen.getByLabelText('Add Mechatronics to your ranking'));
    fireEvent.click(screen.getByLabelText('Move Mechatronics up'));
    expect(screen.getByText('Mechatronics is now choice 1.')).toBeTruthy();
    expect(screen.getByText('You have changes that are not saved.')).toBeTruthy();
    fireEvent.click(await findIonButton('Save choices'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toEqual({ RoundId: 5, OfferIds: [13, 11] });
    });
    expect(await screen.findByText('Your ranking is saved.')).toBeTruthy();
  });

  it('shows the server’s refusal and keeps the ranking being edited', async () => {
    stub(savedData(), () =>
      refusal('409', 'The round closed on 2026-12-11 21:00; your last saved choices count.'),
    );
    renderPage(<TanseekPage />, { at: '/tanseek' });
    fireEvent.click(await screen.findByLabelText('Add Electrical Engineering to your ranking'));
    fireEvent.click(await findIonButton('Save choices'));
    expect((await screen.findByRole('alert')).textContent).toContain('The round closed');
    expect(screen.getByText('Choice 1')).toBeTruthy();
  });

  it('says why a student takes no part, and offers no saving', async () => {
    stub(
      savedData({
        Eligible: false,
        CanSave: false,
        NotEligibleReason: 'An earlier round has already placed you.',
      }),
    );
    renderPage(<TanseekPage />, { at: '/tanseek' });
    expect(await screen.findByText(/You take no part in this round: An earlier round/)).toBeTruthy();
    expect(screen.queryByText('Save choices')).toBeNull();
  });

  it('shows a placement, and the published cut-offs', async () => {
    stub(
      savedData({
        Round: round({ State: 'published' }),
        CanSave: false,
        OfferIds: [11],
        Log: [{ SavedAt: '2026-11-30T10:00:00Z', OfferIds: [11, 12] }],
        Result: { RoundId: 5, RoundNumber: 1, OfferId: 11, Gpa: 3.4, Place: 12, Reason: 'placed' },
      }),
    );
    renderPage(<TanseekPage />, { at: '/tanseek' });
    expect(await screen.findByText('You were placed in Civil Engineering.')).toBeTruthy();
    expect(screen.getByText('Round 1 ranked you 12 with a GPA of 3.40.')).toBeTruthy();
    expect(screen.getByText('Your major now: Civil Engineering')).toBeTruthy();
    expect(screen.getByText('Your saves (1)')).toBeTruthy();
    expect(screen.getByText('Civil Engineering › Electrical Engineering')).toBeTruthy();
  });

  it('tells a student left without a major why, and that the second round is open', async () => {
    stub(
      savedData({
        Round: round({ RoundId: 6, Number: 2 }),
        Result: { RoundId: 5, RoundNumber: 1, OfferId: null, Gpa: 2.1, Place: 300, Reason: 'no-room' },
      }),
    );
    renderPage(<TanseekPage />, { at: '/tanseek' });
    expect(await screen.findByText(/No major you ranked had room for you/)).toBeTruthy();
    expect(screen.getByText('Round 2 is open now: rank your choices again below.')).toBeTruthy();
  });

  it('says what to do when the faculty has no round', async () => {
    stub(savedData({ Round: null, Eligible: false, CanSave: false, NotEligibleReason: 'none' }));
    renderPage(<TanseekPage />, { at: '/tanseek' });
    expect(await screen.findByText('No placement round')).toBeTruthy();
    expect(screen.getByText(/The placement office announces each round/)).toBeTruthy();
  });

  it('reads in Arabic, names and announcements included', async () => {
    stub(savedData({ OfferIds: [12] }));
    renderPage(<TanseekPage />, { at: '/tanseek', language: 'ar' });
    expect(await screen.findByRole('heading', { name: /الجولة 1 · خريف 2026/ })).toBeTruthy();
    expect(screen.getByText('مفتوحة')).toBeTruthy();
    expect(screen.getByText('الرغبة 1')).toBeTruthy();
    expect(screen.getByText('25 مقعدًا · الحد الأدنى للعام الماضي 3.45')).toBeTruthy();
    expect(screen.getByLabelText('انقل الهندسة الكهربية إلى أعلى')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('أضف الميكاترونكس إلى ترتيبك'));
    expect(screen.getByText('أُضيف الميكاترونكس الرغبة 2.')).toBeTruthy();
  });
});
