import type { StudentContactDetails } from '@portal/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ok, renderPage, stubPortal } from '../testing';
import { ContactForm } from './contact-form';

afterEach(cleanup);

const details: StudentContactDetails = {
  Phone: '+20 100 123 4567',
  Address: '12 Tahrir Street, Mansoura',
  EmergencyContactName: 'Samir Hassan',
  EmergencyContactPhone: '',
  EmergencyContactRelation: 'Father',
  ConfirmedAt: '2026-03-01T10:00:00.000Z',
  ConfirmedThisTerm: false,
  Term: null,
};

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

/** The problem shown beside a field (the paragraph its input is described by). */
function problemOf(label: string): string | null | undefined {
  const ids = screen.getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  const id = ids.find((candidate) => candidate.endsWith('-problem'));
  return id ? document.getElementById(id)?.textContent : null;
}

const submit = () => {
  const form = document.querySelector('form');
  if (!form) throw new Error('no form');
  fireEvent.submit(form);
};

describe('contact form', () => {
  it('marks each field the contract refuses, in plain words, and sends nothing', () => {
    const calls = stubPortal({});
    renderPage(<ContactForm details={details} />);
    type('Mobile number', '0100');
    type('Home address', 'Cai');
    submit();
    expect(screen.getByText('Correct the 3 fields marked below.')).toBeTruthy();
    expect(problemOf('Mobile number')).toBe('Enter a phone number of digits, e.g. +20 100 123 4567.');
    expect(problemOf('Home address')).toBe('Enter your full address.');
    // The emergency phone was left empty.
    expect(problemOf("Emergency contact's phone")).toBe(
      'Enter a phone number of digits, e.g. +20 100 123 4567.',
    );
    expect(problemOf("Emergency contact's name")).toBeNull();
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
    expect(calls).toEqual([]);

    // Correcting a field clears its mark at once; the others stay marked.
    type('Home address', '12 Tahrir Street, Mansoura');
    expect(screen.queryByText('Enter your full address.')).toBeNull();
    expect(screen.getByText('Correct the 2 fields marked below.')).toBeTruthy();
  });

  it('refuses the student’s own number as the emergency contact', () => {
    const calls = stubPortal({});
    renderPage(<ContactForm details={details} />);
    type("Emergency contact's phone", '+20 100 123 4567');
    submit();
    expect(screen.getByText('The emergency contact needs a phone number other than yours.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('sends the trimmed data once valid, and shows a problem the server still finds beside its field', async () => {
    const calls = stubPortal({
      '/api/Portal/UpdateAdvisingContactData': {
        status: 422,
        envelope: {
          Status: '422',
          ReturnObject: null,
          Message: 'The request is not valid.',
          Errors: [{ Field: 'body.Phone', Problem: 'That number belongs to another student’s account.' }],
        },
      },
    });
    renderPage(<ContactForm details={details} />);
    type("Emergency contact's phone", ' +20 111 765 4321 ');
    submit();
    await screen.findByText('That number belongs to another student’s account.');
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/Portal/UpdateAdvisingContactData',
        query: '',
        body: {
          Phone: '+20 100 123 4567',
          Address: '12 Tahrir Street, Mansoura',
          EmergencyContactName: 'Samir Hassan',
          EmergencyContactPhone: '+20 111 765 4321',
          EmergencyContactRelation: 'Father',
        },
      },
    ]);
    expect(screen.getByLabelText('Mobile number').getAttribute('aria-invalid')).toBe('true');
  });

  it('tells the caller once the data is confirmed', async () => {
    stubPortal({ '/api/Portal/UpdateAdvisingContactData': ok({ ...details, ConfirmedThisTerm: true }) });
    let confirmed = false;
    renderPage(
      <ContactForm
        details={{ ...details, EmergencyContactPhone: '+20 111 765 4321' }}
        onConfirmed={() => {
          confirmed = true;
        }}
      />,
    );
    submit();
    await waitFor(() => {
      expect(confirmed).toBe(true);
    });
  });

  it('speaks Arabic', () => {
    stubPortal({});
    renderPage(<ContactForm details={details} />, { language: 'ar' });
    type('رقم الهاتف المحمول', 'x');
    submit();
    expect(problemOf('رقم الهاتف المحمول')).toBe('أدخل رقم هاتف من الأرقام، مثل ‎+20 100 123 4567.');
  });
});
