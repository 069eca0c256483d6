import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type Reply } from '../../lib/portal-stub-testing';
import EventsOfficePage from './events-office-page';
import { event, FACULTIES, mail } from './test/fixtures';

const MOVE = '/api/PartyOffice/MoveEvent';
const KEPT = {
  ...mail,
  MailId: 10,
  State: 'kept' as const,
  LastError: null,
  Text: 'Dear Mona, you are invited.',
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(events = [event()], move?: Reply) {
  return stubPortal({
    '/api/Student/GetFaculties': ok(FACULTIES),
    '/api/PartyOffice/GetEvents': ok(events),
    '/api/PartyOffice/GetOutbox': ok([mail, KEPT]),
    ...(move ? { [MOVE]: move } : {}),
  });
}

const buttons = () => [...document.querySelectorAll('ion-button')].map((button) => button.textContent);

describe('events office page', () => {
  it('lists each event with its state, fee and counts, and offers only the moves its state allows', async () => {
    stub([event(), event({ EventId: 5, TitleEn: 'White coat 2026', State: 'held', FeePiastres: null })]);
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    const open = await screen.findByRole('article', { name: /Graduation 2027/ });
    expect(open.textContent).toContain('Open');
    expect(open.textContent).toMatch(/Fee EGP\s?250\.00/);
    expect(open.textContent).toContain('120 registered · 80 guests · 0 admitted');
    const held = screen.getByRole('article', { name: /White coat 2026/ });
    expect(held.textContent).toContain('Free');
    expect(buttons()).toContain('Close registration');
    expect(buttons()).not.toContain('Open registration');
    expect(buttons()).not.toContain('Mark as held');
    expect(buttons().filter((name) => name === 'Edit event')).toHaveLength(1);
    expect(within(held).queryByText('Close registration')).toBeNull();
  });

  it('closes registration at the version read; a stale version says reload', async () => {
    const sent = stub([event()], refusal('409', 'The event was changed since you opened it.'));
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    fireEvent.click(await findIonButton('Close registration'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('changed by someone else');
    });
    expect(sent.find((call) => call.path === MOVE)?.body).toEqual({ EventId: 4, Version: 3, Move: 'close' });
    expect(await findIonButton('Reload')).toBeTruthy();
  });

  it('marks a closed event held only after asking', async () => {
    const sent = stub([event({ State: 'closed' })], ok(event({ State: 'held', Version: 4 })));
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    expect(buttons()).not.toContain('Close registration');
    fireEvent.click(await findIonButton('Mark as held'));
    expect(sent.some((call) => call.path === MOVE)).toBe(false);
    expect(screen.getByRole('group', { name: /Mark this event as held\?/ })).toBeTruthy();
    fireEvent.click(await findIonButton('Mark as held now'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === MOVE)?.body).toEqual({ EventId: 4, Version: 3, Move: 'hold' });
    });
    expect(await screen.findByText('The event is marked as held.')).toBeTruthy();
  });

  it('shows the invitation mail of an event, refreshed on demand', async () => {
    const sent = stub();
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    fireEvent.click(await findIonButton('Invitation mail'));
    const table = await screen.findByRole('table', { name: 'Invitation mail of Graduation 2027' });
    expect(table.textContent).toContain('guest@example.com');
    expect(table.textContent).toContain('Failed');
    expect(table.textContent).toContain('mailbox unavailable');
    expect(table.textContent).toContain('Kept (not sent)');
    expect(screen.getByText('Dear Mona, you are invited.')).toBeTruthy();
    expect(sent.find((call) => call.path === '/api/PartyOffice/GetOutbox')?.query).toBe('?EventId=4');
    fireEvent.click(await findIonButton('Refresh mail'));
    await waitFor(() => {
      expect(sent.filter((call) => call.path === '/api/PartyOffice/GetOutbox')).toHaveLength(2);
    });
  });

  it('reads in Arabic', async () => {
    stub();
    renderPage(<EventsOfficePage />, { at: '/events-office', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'مكتب الفعاليات' })).toBeTruthy();
    expect(await findIonButton('إغلاق التسجيل')).toBeTruthy();
    expect(await screen.findByRole('article', { name: /حفل تخرج 2027/ })).toBeTruthy();
  });
});
