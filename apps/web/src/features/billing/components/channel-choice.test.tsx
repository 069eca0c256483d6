import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkout } from '../../../lib/checkout';
import FacultyCashDepositPage from '../faculty-cash-deposit-page';
import { cardAttempt, openInvoice, outletAttempt, statement } from '../test/fixtures';
import { findIonButton, ionButton, ok, refusal, renderBilling, stubPortal, type Reply } from '../test/render';

const STATEMENT = '/api/Billing/GetStudentStatement';
const REQUEST = '/api/Billing/GetPaymentRequest';
const START = '/api/Billing/InsertStudentInvoiceTransaction';
const INVOICE = '/api/Billing/GetInvoicePaymentRequest';
const OFFERED = '/api/Reports/CheckForFacultyCashDepositLink';
const PAY_SPRING = 'Pay EGP\u00a08,500.50 for Spring 2027';

afterEach(() => {
  cleanup();
});

function stubPayment(start: Reply) {
  return stubPortal({
    [STATEMENT]: ok(statement),
    [REQUEST]: ok(openInvoice),
    [START]: start,
    [INVOICE]: ok(openInvoice),
  });
}

/** Opens the page, taps Pay on Spring 2027 and waits for the invoice with its channels. */
async function startPaying() {
  renderBilling(<FacultyCashDepositPage />);
  fireEvent.click(await findIonButton(PAY_SPRING));
  await screen.findByText('How would you like to pay?');
}

describe('paying a term', () => {
  it('asks for the term’s invoice for its whole balance and shows its reference to copy', async () => {
    const sent = stubPayment(ok(cardAttempt));
    await startPaying();
    expect(sent.filter((call) => call.path === REQUEST)).toEqual([
      { method: 'POST', path: REQUEST, query: '', body: { TermId: 12, AmountPiastres: 850_050 } },
    ]);
    expect(screen.getByText('202611200417')).toBeTruthy();
    expect(await findIonButton('Copy the payment reference')).toBeTruthy();
    expect(screen.getByText('Awaiting payment', { exact: false })).toBeTruthy();
    for (const channel of ['Pay by card', 'Pay with a mobile wallet', 'Pay cash at a Fawry outlet'])
      expect(await findIonButton(channel)).toBeTruthy();
  });

  it('starts a card payment for that invoice and sends the browser to the provider’s checkout', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const sent = stubPayment(ok(cardAttempt));
    await startPaying();
    fireEvent.click(await findIonButton('Pay by card'));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith('https://accept.paymob.example/checkout/abc');
    });
    expect(sent.filter((call) => call.path === START).map((call) => call.body)).toEqual([
      { PaymentInvoiceRequestId: 41, Channel: 'card' },
    ]);
    expect(screen.getByText('Taking you to the payment page…')).toBeTruthy();
    // Leaving is not paying: nothing on the page says paid.
    expect(screen.queryByText('Paid', { exact: true })).toBeNull();
  });

  it('sends the wallet as its own channel', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const sent = stubPayment(
      ok({ ...cardAttempt, Channel: 'wallet', CheckoutUrl: 'https://wallet.example/pay/9' }),
    );
    await startPaying();
    fireEvent.click(await findIonButton('Pay with a mobile wallet'));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith('https://wallet.example/pay/9');
    });
    expect(sent.find((call) => call.path === START)?.body).toEqual({
      PaymentInvoiceRequestId: 41,
      Channel: 'wallet',
    });
  });

  it('never follows a checkout address that is not a web page', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    stubPayment(ok({ ...cardAttempt, CheckoutUrl: 'javascript:alert(1)' }));
    await startPaying();
    fireEvent.click(await findIonButton('Pay by card'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/\S/);
    expect(open).not.toHaveBeenCalled();
  });

  it('shows the outlet reference large, with the deadline to pay it at any Fawry outlet', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const sent = stubPayment(ok(outletAttempt));
    await startPaying();
    fireEvent.click(await findIonButton('Pay cash at a Fawry outlet'));
    expect(await screen.findByText('9988776655')).toBeTruthy();
    expect(screen.getByText('Your Fawry reference')).toBeTruthy();
    expect(screen.getByText(/^Pay at any Fawry outlet before Nov 23, 2026, 10:00 PM/)).toBeTruthy();
    expect(await findIonButton('Copy the Fawry reference')).toBeTruthy();
    expect(sent.find((call) => call.path === START)?.body).toEqual({
      PaymentInvoiceRequestId: 41,
      Channel: 'outlet',
    });
    expect(open).not.toHaveBeenCalled();
  });

  it('offers only the ways the university takes fees online, and says so when it takes none', async () => {
    stubPortal({
      [STATEMENT]: ok(statement),
      [REQUEST]: ok(openInvoice),
      [OFFERED]: ok({ Channels: ['outlet'] }),
      [INVOICE]: ok(openInvoice),
    });
    await startPaying();
    expect(await findIonButton('Pay cash at a Fawry outlet')).toBeTruthy();
    await waitFor(() => {
      expect(ionButton('Pay by card')).toBeUndefined();
    });
    expect(ionButton('Pay with a mobile wallet')).toBeUndefined();
    cleanup();

    stubPortal({
      [STATEMENT]: ok(statement),
      [REQUEST]: ok(openInvoice),
      [OFFERED]: ok({ Channels: [] }),
      [INVOICE]: ok(openInvoice),
    });
    renderBilling(<FacultyCashDepositPage />);
    fireEvent.click(await findIonButton(PAY_SPRING));
    expect(await screen.findByText(/takes no fees online/)).toBeTruthy();
    expect(ionButton('Pay cash at a Fawry outlet')).toBeUndefined();
  });

  it('shows the server’s refusal of a channel in its words', async () => {
    stubPayment(refusal('409', 'Wallet payments are not offered at the moment.'));
    await startPaying();
    fireEvent.click(await findIonButton('Pay with a mobile wallet'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Wallet payments are not offered at the moment.',
    );
  });

  it('reads the invoice again when a channel is refused because it is no longer open, and says it expired', async () => {
    const sent = stubPortal({
      [STATEMENT]: ok(statement),
      [REQUEST]: ok(openInvoice),
      [START]: refusal('409', 'Invoice 202611200417 can no longer be paid.'),
      [INVOICE]: ok({ ...openInvoice, Status: 'expired' }),
    });
    await startPaying();
    // The invoice just answered is shown as it came: no second read until something says it changed.
    expect(sent.some((call) => call.path === INVOICE)).toBe(false);
    fireEvent.click(await findIonButton('Pay by card'));
    expect(await screen.findByText('This invoice has expired and can no longer be paid.')).toBeTruthy();
    expect(await findIonButton('Ask for a new invoice')).toBeTruthy();
  });

  it('shows the server’s refusal of the invoice beside the term, and no payment panel', async () => {
    const sent = stubPortal({
      [STATEMENT]: ok(statement),
      [REQUEST]: refusal('409', 'Spring 2027 has nothing left to pay.'),
    });
    renderBilling(<FacultyCashDepositPage />);
    fireEvent.click(await findIonButton(PAY_SPRING));
    expect((await screen.findByRole('alert')).textContent).toBe('Spring 2027 has nothing left to pay.');
    expect(screen.queryByText('How would you like to pay?')).toBeNull();
    expect(sent.some((call) => call.path === START)).toBe(false);
  });
});
