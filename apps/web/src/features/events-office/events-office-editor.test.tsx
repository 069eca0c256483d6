import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type Reply, type SentCall } from '../../lib/portal-stub-testing';
import EventsOfficePage from './events-office-page';
import { event, FACULTIES } from './test/fixtures';

const EVENTS = '/api/PartyOffice/GetEvents';
const SAVE = '/api/PartyOffice/SaveEvent';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function stub(events = [event()], save?: (call: SentCall) => Reply) {
  return stubPortal({
    '/api/Student/GetFaculties': ok(FACULTIES),
    [EVENTS]: ok(events),
    ...(save ? { [SAVE]: save } : {}),
  });
}

const type = (label: string, value: string, at = 0) => {
  fireEvent.change(screen.getAllByLabelText(label)[at] ?? screen.getByLabelText(label), {
    target: { value },
  });
};

describe('events office editor', () => {
  it('creates an event: the fee typed in pounds is sent in piastres, with the form’s questions', async () => {
    const sent = stub([], () => ok(event({ EventId: 7, State: 'draft' })));
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    fireEvent.click(await findIonButton('New event'));
    expect(screen.getByRole('form', { name: 'New event' })).toBeTruthy();
    type('Kind', 'gp-day');
    type('Shown on page', 'csc-grad');
    type('Title in English', 'CSC project day');
    type('Title in Arabic', 'يوم مشروعات الحاسبات');
    type('Venue in English', 'Hall B');
    type('Venue in Arabic', 'القاعة ب');
    type('Starts at', '2027-06-20T10:00');
    type('Registration opens', '2027-05-01T09:00');
    type('Registration closes', '2027-06-01T21:00');
    type('Eligibility', 'project-students');
    type('Graduation-project course ids (comma separated)', '301, 302');
    type('Guests per student', '3');
    type('Fee in EGP (blank if free)', '150.50');
    fireEvent.click(await findIonButton('Add a question'));
    type('Question key', 'gown-size');
    type('Label in English', 'Gown size');
    type('Label in Arabic', 'مقاس الروب');
    type('Options (one per line)', 'S\nM\n\nL');
    fireEvent.click(await findIonButton('Add a question'));
    type('Question key', 'diet', 1);
    type('Label in English', 'Dietary needs', 1);
    type('Label in Arabic', 'احتياجات غذائية', 1);
    type('Answer', 'text', 1);
    fireEvent.click(await findIonButton('Save event'));
    await waitFor(() => {
      expect(sent.find((call) => call.path === SAVE)?.body).toEqual({
        Version: 0,
        Kind: 'gp-day',
        Page: 'csc-grad',
        TitleEn: 'CSC project day',
        TitleAr: 'يوم مشروعات الحاسبات',
        TextEn: '',
        TextAr: '',
        StartsAt: new Date('2027-06-20T10:00').toISOString(),
        VenueEn: 'Hall B',
        VenueAr: 'القاعة ب',
        RegistrationOpensAt: new Date('2027-05-01T09:00').toISOString(),
        RegistrationClosesAt: new Date('2027-06-01T21:00').toISOString(),
        Eligibility: 'project-students',
        FacultyId: 2,
        MinLevel: null,
        MaxLevel: null,
        ProjectCourseIds: [301, 302],
        Places: null,
        GuestQuota: 3,
        FeePiastres: 15_050,
        Questions: [
          {
            Key: 'gown-size',
            LabelEn: 'Gown size',
            LabelAr: 'مقاس الروب',
            Kind: 'choice',
            Options: ['S', 'M', 'L'],
            Required: true,
          },
          {
            Key: 'diet',
            LabelEn: 'Dietary needs',
            LabelAr: 'احتياجات غذائية',
            Kind: 'text',
            Options: [],
            Required: true,
          },
        ],
      });
    });
    expect(await screen.findByText('CSC project day is saved.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('says what to correct before sending, and keeps the form with the server’s refusal', async () => {
    const sent = stub([event()], () => refusal('422', 'A faculty-level event needs a faculty and levels.'));
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    fireEvent.click(await findIonButton('Edit event'));
    expect(screen.getByRole('form', { name: 'Edit event' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Fee in EGP (blank if free)').value).toBe('250');
    type('Fee in EGP (blank if free)', 'free');
    fireEvent.click(await findIonButton('Save event'));
    expect(screen.getByRole('alert').textContent).toContain('Enter the fee in pounds');
    expect(sent.some((call) => call.path === SAVE)).toBe(false);
    type('Fee in EGP (blank if free)', '');
    fireEvent.click(await findIonButton('Save event'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('needs a faculty and levels');
    });
    expect(sent.find((call) => call.path === SAVE)?.body).toMatchObject({
      EventId: 4,
      Version: 3,
      FeePiastres: null,
    });
    expect(screen.getByRole('form', { name: 'Edit event' })).toBeTruthy();
  });

  it('tells the office the event changed meanwhile (409) and offers Reload', async () => {
    const sent = stub([event()], () => refusal('409', 'The event was changed since you opened it.'));
    renderPage(<EventsOfficePage />, { at: '/events-office' });
    fireEvent.click(await findIonButton('Edit event'));
    fireEvent.click(await findIonButton('Save event'));
    await waitFor(() => {
      expect(screen.getByRole('alert').textContent).toContain('changed by someone else');
    });
    const before = sent.filter((call) => call.path === EVENTS).length;
    fireEvent.click(await findIonButton('Reload'));
    await waitFor(() => {
      expect(sent.filter((call) => call.path === EVENTS).length).toBeGreaterThan(before);
    });
    expect(screen.queryByRole('form')).toBeNull();
  });
});
