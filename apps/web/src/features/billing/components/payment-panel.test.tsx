import type { PaymentInvoice } from '@portal/contract';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FacultyCashDepositPage from '../faculty-cash-deposit-page';
import { declinedInvoice, openInvoice, paidInvoice, statement } from '../test/fixtures';
import {
  findIonButton,
  ionButton,
  ok,
  refusal,
  renderBilling,
  stubPortal,
  type SentCall,
} from '../test/render';

const STATEMENT = '/api/Billing/GetStudentStatement';
const REQUEST = '/api/Billing/GetPaymentRequest';
const INVOICE = '/api/Billing/GetInvoicePaymentRequest';
const INSTALLMENT_REQUEST = '/api/Billing/GetInstallmentPaymentRequest';
const RETURNED = '/faculty-cash-deposit?invoice=41';
const WAITING = "Waiting for the payment provider's confirmation";

const count = (sent: SentCall[], path: string) => sent.filter((call) => call.path === path).length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** The server's answers for the invoice, one per read; the last repeats. */
function invoiceAnswers(...answers: PaymentInvoice[]) {
  let reads = 0;
  return () => ok(answers[Math.min(reads++, answers.length - 1)]);
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('back from the payment provider (?invoice=)', () => {
  it('waits for the confirmation, asking every 3 s, and says Paid only once the server does', async () => {
    const sent = stubPortal({
      [STATEMENT]: ok(statement),
      [INVOICE]: invoiceAnswers(openInvoice, openInvoice, paidInvoice),
    });
    renderBilling(<FacultyCashDepositPage />, { at: RETURNED });
    expect(await screen.findByText(WAITING)).toBeTruthy();
    expect(sent.find((call) => call.path === INVOICE)?.query).toBe('?PaymentInvoiceRequestId=41');
    // The return itself proves nothing: no Paid, and no second way to pay offered meanwhile.
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
    expect(ionButton('Pay by card')).toBeUndefined();
    await screen.findByRole('region', { name: 'Your account' });
    expect(count(sent, STATEMENT)).toBe(1);

    await advance(3_000);
    expect(count(sent, INVOICE)).toBe(2);
    expect(screen.getByText(WAITING)).toBeTruthy();

    await advance(3_000);
    expect(count(sent, INVOICE)).toBe(3);
    expect(await screen.findByText('Paid', { exact: true })).toBeTruthy();
    expect(screen.getByText(/^Paid on Nov 20, 2026, 12:05 PM/)).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
    // The payment is on the account now: the statement is read again.
    await vi.waitFor(() => {
      expect(count(sent, STATEMENT)).toBe(2);
    });

    await advance(9_000);
    expect(count(sent, INVOICE)).toBe(3);
  });

  it('says the provider declined the payment and offers the ways to pay again', async () => {
    stubPortal({ [STATEMENT]: ok(statement), [INVOICE]: invoiceAnswers(openInvoice, declinedInvoice) });
    renderBilling(<FacultyCashDepositPage />, { at: RETURNED });
    expect(await screen.findByText(WAITING)).toBeTruthy();
    await advance(3_000);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('did not take the payment'),
    );
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
  });

  it('stops asking after two minutes, says the confirmation is late, and asks again on Check again', async () => {
    const sent = stubPortal({ [STATEMENT]: ok(statement), [INVOICE]: ok(openInvoice) });
    renderBilling(<FacultyCashDepositPage />, { at: RETURNED });
    await screen.findByText(WAITING);

    await advance(120_000);
    expect(await screen.findByText('No confirmation yet')).toBeTruthy();
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
    const asked = count(sent, INVOICE);
    expect(asked).toBeGreaterThanOrEqual(40);
    expect(asked).toBeLessThanOrEqual(42);
    await advance(30_000);
    expect(count(sent, INVOICE)).toBe(asked);

    fireEvent.click(await findIonButton('Check again'));
    expect(await screen.findByText(WAITING)).toBeTruthy();
    await vi.waitFor(() => {
      expect(count(sent, INVOICE)).toBe(asked + 1);
    });
    await advance(3_000);
    expect(count(sent, INVOICE)).toBe(asked + 2);
  });

  it('offers a new invoice for what the term owes now when the returned one has expired', async () => {
    const renewed: PaymentInvoice = {
      ...openInvoice,
      PaymentInvoiceRequestId: 42,
      Reference: '202611200425',
    };
    const sent = stubPortal({
      [STATEMENT]: ok(statement),
      [INVOICE]: (call) => ok(call.query.endsWith('=42') ? renewed : { ...openInvoice, Status: 'expired' }),
      [REQUEST]: ok(renewed),
    });
    renderBilling(<FacultyCashDepositPage />, { at: RETURNED });
    expect(await screen.findByText('This invoice has expired and can no longer be paid.')).toBeTruthy();
    await screen.findByRole('region', { name: 'Your account' });

    fireEvent.click(await findIonButton('Ask for a new invoice'));
    expect(await screen.findByText('202611200425')).toBeTruthy();
    expect(sent.filter((call) => call.path === REQUEST).map((call) => call.body)).toEqual([
      { TermId: 12, AmountPiastres: 850_050 },
    ]);
    // A new invoice is paid as any other: the channels, not a wait for a confirmation.
    expect(screen.getByText('How would you like to pay?')).toBeTruthy();
    expect(screen.queryByText(WAITING)).toBeNull();
  });

  it("renews an expired installment's invoice as that installment's, never as the whole term's", async () => {
    const renewed: PaymentInvoice = {
      ...openInvoice,
      PaymentInvoiceRequestId: 42,
      AmountPiastres: 425_025,
      Reference: '202611200425',
      InstallmentSequence: 2,
    };
    const expired: PaymentInvoice = { ...openInvoice, Status: 'expired', InstallmentSequence: 2 };
    const sent = stubPortal({
      [STATEMENT]: ok(statement),
      [INVOICE]: (call) => ok(call.query.endsWith('=42') ? renewed : expired),
      [INSTALLMENT_REQUEST]: ok(renewed),
      [REQUEST]: ok({ ...renewed, AmountPiastres: 850_050, InstallmentSequence: undefined }),
    });
    renderBilling(<FacultyCashDepositPage />, { at: RETURNED });
    expect(await screen.findByText('This invoice has expired and can no longer be paid.')).toBeTruthy();
    await screen.findByRole('region', { name: 'Your account' });

    fireEvent.click(await findIonButton('Ask for a new invoice'));
    expect(await screen.findByText('202611200425')).toBeTruthy();
    expect(sent.filter((call) => call.path === INSTALLMENT_REQUEST).map((call) => call.body)).toEqual([
      { TermId: 12, Sequence: 2 },
    ]);
    expect(count(sent, REQUEST)).toBe(0);
  });

  it('shows the server’s words for an invoice that is not the student’s', async () => {
    stubPortal({
      [STATEMENT]: ok(statement),
      [INVOICE]: refusal('404', 'This invoice is not one of yours.'),
    });
    renderBilling(<FacultyCashDepositPage />, { at: RETURNED });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The invoice could not be loaded.');
    expect(alert.textContent).toContain('This invoice is not one of yours.');
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
  });

  it('ignores a return address without a usable invoice id', async () => {
    const sent = stubPortal({ [STATEMENT]: ok(statement) });
    renderBilling(<FacultyCashDepositPage />, { at: '/faculty-cash-deposit?invoice=41abc' });
    await screen.findByRole('region', { name: 'Your account' });
    expect(count(sent, INVOICE)).toBe(0);
    expect(screen.queryByRole('region', { name: 'Your payment' })).toBeNull();
  });
});
