import type { AdvisingValidation, StudentContactDetails } from '@portal/contract';
import { onlineManager } from '@tanstack/react-query';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { location, ok, renderPage, stubPortal } from './testing';
import { ValidateDropAddPage, ValidationView } from './validate-page';

afterEach(() => {
  cleanup();
  onlineManager.setOnline(true);
});

const NOW = '2026-11-23T09:00:00.000Z';

const refused: AdvisingValidation = {
  Now: NOW,
  Kind: 'advising',
  Window: { Kind: 'advising', OpensAt: '2026-11-25T08:00:00.000Z', ClosesAt: '2026-12-05T20:00:00.000Z' },
  WindowOpen: false,
  Holds: [
    {
      Code: 'unpaid_balance',
      Message: 'You have an unpaid balance of EGP 4,500.',
      Since: '2026-10-01',
      Detail: 'EGP 4,500 due since 1 October: pay at the cashier or online.',
      FixPage: null,
    },
    {
      Code: 'contact_not_confirmed',
      Message: 'Confirm your contact data.',
      Since: null,
      Detail: null,
      FixPage: 'validateAdvising',
    },
  ],
  ContactConfirmed: false,
  Reasons: ['Advising opens on 25 November.', 'You have an unpaid balance.', 'Confirm your contact data.'],
  CanEnter: false,
  AdvisingMode: 'individual',
  NextPage: 'IndAdvising',
};

const contact: StudentContactDetails = {
  Phone: '+20 100 123 4567',
  Address: null,
  EmergencyContactName: null,
  EmergencyContactPhone: null,
  EmergencyContactRelation: null,
  ConfirmedAt: null,
  ConfirmedThisTerm: false,
  Term: { Code: '2026-2', NameEn: 'Spring 2027', NameAr: 'ربيع 2027' },
};

describe('validate page', () => {
  it('lists every reason the student cannot enter: the window with its dates and a countdown, each hold, the contact data', async () => {
    stubPortal({ '/api/Portal/GetStudentContactDetails': ok(contact) });
    renderPage(<ValidationView validation={refused} onRecheck={() => undefined} />);

    expect(screen.getByText('You cannot enter yet')).toBeTruthy();
    expect(screen.getByText('There are 3 things to sort out first:')).toBeTruthy();
    expect(screen.getByText(/^Advising opens on .*2026.* and closes on .*2026/)).toBeTruthy();
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe(
      'Opens in 1 day, 23 hours and 0 minutes',
    );
    expect(screen.getByText('You have an unpaid balance past its due date.')).toBeTruthy();
    expect(screen.getByText('EGP 4,500 due since 1 October: pay at the cashier or online.')).toBeTruthy();
    // The contact hold is answered by the form on this page, not listed as a link to itself.
    expect(
      screen.queryByText('Confirm your mobile number, address and emergency contact for this term.'),
    ).toBeNull();
    expect(screen.getByText('Confirm your contact data for this term (the form below).')).toBeTruthy();
    // The form comes filled with what the university has.
    const phone = await screen.findByLabelText<HTMLInputElement>('Mobile number');
    expect(phone.value).toBe('+20 100 123 4567');
    expect(location.path).toBe('/validateAdvising');
  });

  it('sends a student whose program is advised in groups to group advising, and others to individual advising', async () => {
    const allowed: AdvisingValidation = {
      ...refused,
      WindowOpen: true,
      Holds: [],
      ContactConfirmed: true,
      Reasons: [],
      CanEnter: true,
      AdvisingMode: 'group',
      NextPage: 'AdvisingModules',
    };
    renderPage(<ValidationView validation={allowed} onRecheck={() => undefined} />);
    await waitFor(() => {
      expect(location.path).toBe('/AdvisingModules');
    });
    cleanup();

    renderPage(
      <ValidationView
        validation={{ ...allowed, AdvisingMode: 'individual', NextPage: 'IndAdvising' }}
        onRecheck={() => undefined}
      />,
    );
    await waitFor(() => {
      expect(location.path).toBe('/IndAdvising');
    });
    expect(screen.getByText('Everything is in order.')).toBeTruthy();
  });

  it('sends on only from its own route: a hidden advising check never answers for the add/drop page', async () => {
    const allowed: AdvisingValidation = {
      ...refused,
      WindowOpen: true,
      Holds: [],
      ContactConfirmed: true,
      Reasons: [],
      CanEnter: true,
      AdvisingMode: 'individual',
      NextPage: 'IndAdvising',
    };
    renderPage(<ValidationView validation={allowed} onRecheck={() => undefined} />, {
      at: '/validateDropAdd',
    });
    expect(await screen.findByText('Everything is in order.')).toBeTruthy();
    await new Promise((settle) => setTimeout(settle, 50));
    expect(location.path).toBe('/validateDropAdd');
  });

  it('asks again when the countdown reaches the opening', async () => {
    let rechecks = 0;
    const opening = new Date(Date.now() + 1500).toISOString();
    renderPage(
      <ValidationView
        validation={{
          ...refused,
          Now: new Date().toISOString(),
          Holds: [],
          ContactConfirmed: true,
          Window: { Kind: 'advising', OpensAt: opening, ClosesAt: '2027-01-01T00:00:00.000Z' },
        }}
        onRecheck={() => {
          rechecks += 1;
        }}
      />,
    );
    expect(screen.getByText('There is 1 thing to sort out first:')).toBeTruthy();
    await waitFor(
      () => {
        expect(rechecks).toBe(1);
      },
      { timeout: 4000 },
    );
  });

  it('speaks Arabic', () => {
    stubPortal({ '/api/Portal/GetStudentContactDetails': ok(contact) });
    renderPage(<ValidationView validation={{ ...refused, Holds: [] }} onRecheck={() => undefined} />, {
      language: 'ar',
    });
    expect(screen.getByText('لا يمكنك الدخول بعد')).toBeTruthy();
    expect(screen.getByText('أكّد بيانات الاتصال الخاصة بك لهذا الفصل (النموذج أدناه).')).toBeTruthy();
  });

  it('says it cannot check offline, instead of checking forever, when add/drop is opened without a network', () => {
    const sent = stubPortal({});
    onlineManager.setOnline(false);
    renderPage(<ValidateDropAddPage />, { at: '/validateDropAdd' });
    expect(screen.getByText('Not available offline')).toBeTruthy();
    expect(screen.queryByText('Checking whether you can enter…')).toBeNull();
    expect(sent).toEqual([]);
  });
});
