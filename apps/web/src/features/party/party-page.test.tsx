import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type * as Ionic from '@ionic/react';
import type { AlertOptions } from '@ionic/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import { PartyPage } from './party-page';
import { attending, entry, event, guest } from './test/fixtures';

const SAVED = '/api/Party/GetStudentSavedData';
const SAVE = '/api/Party/SaveRequest';
const SAVE_WHITE_COAT = '/api/Party/SaveRequest_WCoat';
const INVITE = '/api/Party/SendInvitationByEmail';
const REMOVE = '/api/Party/RemoveInvitation';

// Ionic's alert draws nothing in jsdom: the test reads what the page asked and presses its buttons itself.
const alerts: AlertOptions[] = [];
vi.mock('@ionic/react', async (original) => ({
  ...(await original<typeof Ionic>()),
  useIonAlert: () => [
    (options: AlertOptions) => {
      alerts.push(options);
      return Promise.resolve();
    },
    () => Promise.resolve(),
  ],
}));

const pressInAlert = (text: string) => {
  const button = alerts
    .at(-1)
    ?.buttons?.find((candidate) => typeof candidate !== 'string' && candidate.text === text);
  if (!button || typeof button === 'string') throw new Error(`no alert button "${text}"`);
  void button.handler?.(undefined);
};

afterEach(() => {
  alerts.length = 0;
  cleanup();
  vi.unstubAllGlobals();
});

const submitOf = (name: string) => {
  const form = screen.getByLabelText(name).closest('form');
  if (!form) throw new Error(`no form around "${name}"`);
  fireEvent.submit(form);
};

describe('event pages', () => {
  it('shows the event with its fee and window, and saves attending with the answers', async () => {
    const sent = stubPortal({
      [SAVED]: ok([entry()]),
      [SAVE]: (call: SentCall) =>
        ok(
          attending({
            Registration: {
              Attending: true,
              Answers: (call.body as { Answers: Record<string, string> }).Answers,
              ChargeId: 12,
              UpdatedAt: '2026-12-01T10:00:00Z',
            },
          }),
        ),
    });
    renderPage(<PartyPage page="graduation" />, { at: '/graduation' });
    expect(await screen.findByRole('heading', { name: 'Graduation Ceremony 2026' })).toBeTruthy();
    expect(sent[0]?.query).toBe('?Page=graduation');
    expect(screen.getByText('Main Hall')).toBeTruthy();
    expect(screen.getByText(/EGP\s350\.00/)).toBeTruthy();
    expect(screen.getByText('Open')).toBeTruthy();

    fireEvent.click(screen.getByLabelText('Yes, I will attend'));
    fireEvent.change(screen.getByLabelText('Dietary needs'), { target: { value: ' No nuts ' } });
    submitOf('Yes, I will attend');
    expect(await screen.findByText('Please answer this question.')).toBeTruthy();
    expect(sent.some((call) => call.path === SAVE)).toBe(false);

    fireEvent.click(screen.getByLabelText('L'));
    submitOf('Yes, I will attend');
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toEqual({
        EventId: 7,
        Attending: true,
        Answers: { 'gown-size': 'L', 'dietary-needs': 'No nuts' },
      });
    });
    expect(await screen.findByText(/Saved\./)).toBeTruthy();
    expect(screen.getByText(/Last updated/)).toBeTruthy();
    expect(await findIonButton('Download my ticket')).toBeTruthy();
    expect(screen.getByText('0 of 2 invited')).toBeTruthy();
  });

  it('saves a white-coat ceremony through its own call', async () => {
    const coat = event({ Kind: 'white-coat', Page: 'white-coat', Questions: [] });
    const sent = stubPortal({
      [SAVED]: ok([entry({ Event: coat })]),
      [SAVE_WHITE_COAT]: ok(entry({ Event: coat })),
    });
    renderPage(<PartyPage page="white-coat" />, { at: '/white-coat' });
    fireEvent.click(await screen.findByLabelText('No, I will not attend'));
    submitOf('No, I will not attend');
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE_WHITE_COAT)?.body).toEqual({
        EventId: 7,
        Attending: false,
        Answers: {},
      });
    });
  });

  it('says why a student may not register, and offers no form', async () => {
    stubPortal({
      [SAVED]: ok([
        entry({ NotEligible: 'This ceremony is for the students expected to graduate this term.' }),
      ]),
    });
    renderPage(<PartyPage page="graduation" />, { at: '/graduation' });
    expect(await screen.findByText('You cannot register for this event')).toBeTruthy();
    expect(screen.getByText(/expected to graduate this term/)).toBeTruthy();
    expect(screen.queryByLabelText('Yes, I will attend')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });

  it('says there is no event on the page and what to do', async () => {
    stubPortal({ [SAVED]: ok([]) });
    renderPage(<PartyPage page="sigmund" />, { at: '/sigmund' });
    expect(await screen.findByText('There is no event open on this page now.')).toBeTruthy();
    expect(screen.getByText(/notifications will tell you/)).toBeTruthy();
  });

  it('invites a guest and removes one after confirming, the list following the server', async () => {
    const invited = guest({ GuestId: 42, Name: 'Omar Adel', Email: 'omar@example.com' });
    const sent = stubPortal({
      [SAVED]: ok([attending({ Guests: [guest()] })]),
      [INVITE]: ok(attending({ Guests: [guest(), invited] })),
      [REMOVE]: ok(attending({ Guests: [guest({ State: 'revoked' }), invited] })),
    });
    renderPage(<PartyPage page="graduation" />, { at: '/graduation' });
    expect(await screen.findByText('1 of 2 invited')).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Guest's name"), { target: { value: 'Omar Adel' } });
    fireEvent.change(screen.getByLabelText("Guest's email"), { target: { value: 'Omar@Example.com' } });
    submitOf("Guest's name");
    expect(await screen.findByText('omar@example.com')).toBeTruthy();
    expect(sent.find((call) => call.path === INVITE)?.body).toEqual({
      EventId: 7,
      GuestName: 'Omar Adel',
      GuestEmail: 'omar@example.com',
    });
    expect(screen.getByText('2 of 2 invited')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Guest's name").value).toBe('');

    fireEvent.click(screen.getByLabelText('Remove Mona Hassan'));
    expect(sent.some((call) => call.path === REMOVE)).toBe(false);
    expect(alerts.at(-1)?.message).toContain("Mona Hassan's ticket will stop working");
    pressInAlert('Remove guest');
    await waitFor(() => {
      expect(sent.find((call) => call.path === REMOVE)?.body).toEqual({ GuestId: 41 });
    });
    expect(await screen.findByText('Removed')).toBeTruthy();
    expect(screen.getByText('1 of 2 invited')).toBeTruthy();
  });

  it('checks a guest before sending, and shows a refusal (quota full) keeping what was typed', async () => {
    const sent = stubPortal({
      [SAVED]: ok([attending()]),
      [INVITE]: refusal(
        '409',
        'You have invited the 2 guests this event allows. Remove one to invite another.',
      ),
    });
    renderPage(<PartyPage page="graduation" />, { at: '/graduation' });
    fireEvent.change(await screen.findByLabelText("Guest's name"), { target: { value: 'O' } });
    fireEvent.change(screen.getByLabelText("Guest's email"), { target: { value: 'not-an-address' } });
    submitOf("Guest's name");
    expect(await screen.findByText(/2 to 120 characters/)).toBeTruthy();
    expect(screen.getByText(/valid email address/)).toBeTruthy();
    expect(sent.some((call) => call.path === INVITE)).toBe(false);

    fireEvent.change(screen.getByLabelText("Guest's name"), { target: { value: 'Omar Adel' } });
    fireEvent.change(screen.getByLabelText("Guest's email"), { target: { value: 'omar@example.com' } });
    submitOf("Guest's name");
    expect((await screen.findByRole('alert')).textContent).toContain('You have invited the 2 guests');
    expect(screen.getByLabelText<HTMLInputElement>("Guest's name").value).toBe('Omar Adel');
    expect(screen.getByLabelText<HTMLInputElement>("Guest's email").value).toBe('omar@example.com');
  });

  it('shows what was saved read-only once registration has closed, in Arabic', async () => {
    stubPortal({ [SAVED]: ok([attending({ CanChange: false })]) });
    renderPage(<PartyPage page="graduation" />, { at: '/graduation', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'حفل التخرج 2026' })).toBeTruthy();
    expect(screen.getByText('سجّلت للحضور.')).toBeTruthy();
    expect(screen.getByText('مقاس الروب')).toBeTruthy();
    expect(screen.queryByLabelText('اسم الضيف')).toBeNull();
    expect(document.querySelector('form')).toBeNull();
  });
});
