import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import MilitaryPaymentPage from './military-payment-page';
import { busInvoice, militaryDue, militaryNotRequired } from './test/fee-fixtures';
import { findIonButton, ionButton, ok, refusal, renderBilling, stubPortal } from './test/render';

const DATA = '/api/Billing/GetStudentMilitaryData';
const REQUEST = '/api/Billing/InsertMilitaryPaymentRequest';
const INVOICE = '/api/Billing/GetInvoicePaymentRequest';
const CHANNELS = '/api/Reports/CheckForFacultyCashDepositLink';

afterEach(() => {
  cleanup();
});

describe('military payment page', () => {
  it('shows the status, what it means, the course term, fee and due date', async () => {
    stubPortal({ [DATA]: ok(militaryDue) });
    renderBilling(<MilitaryPaymentPage />, { at: '/military-payment' });
    expect(await screen.findByText('Fee due')).toBeTruthy();
    expect(screen.getByText(/Pay its fee to be registered/)).toBeTruthy();
    expect(screen.getByText('Spring 2027')).toBeTruthy();
    expect(screen.getByText('Mar 1, 2027')).toBeTruthy();
  });

  it('pays: an invoice for the charge, then the channels', async () => {
    const invoice = { ...busInvoice, AmountPiastres: 900_00 };
    const sent = stubPortal({
      [DATA]: ok(militaryDue),
      [REQUEST]: ok(invoice),
      [INVOICE]: ok(invoice),
      [CHANNELS]: ok({ Channels: ['card'] }),
    });
    renderBilling(<MilitaryPaymentPage />, { at: '/military-payment' });
    fireEvent.click(await findIonButton('Pay EGP\u00a0900.00'));
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(sent.filter((call) => call.path === REQUEST)).toHaveLength(1);
  });

  it('tells a refusal in words', async () => {
    stubPortal({
      [DATA]: ok(militaryDue),
      [REQUEST]: refusal('409', 'You have no military-education fee to pay.'),
    });
    renderBilling(<MilitaryPaymentPage />, { at: '/military-payment' });
    fireEvent.click(await findIonButton('Pay EGP\u00a0900.00'));
    expect((await screen.findByRole('alert')).textContent).toContain('no military-education fee');
  });

  it('says nothing is required, with no Pay, in Arabic', async () => {
    stubPortal({ [DATA]: ok(militaryNotRequired) });
    renderBilling(<MilitaryPaymentPage />, { at: '/military-payment', language: 'ar' });
    expect(await screen.findByText('غير مطلوبة')).toBeTruthy();
    expect(screen.getByText(/التربية العسكرية غير مطلوبة منك/)).toBeTruthy();
    expect([...document.querySelectorAll('ion-button')].some((b) => b.textContent.startsWith('ادفع'))).toBe(
      false,
    );
    expect(ionButton('Pay EGP\u00a0900.00')).toBeUndefined();
  });
});
