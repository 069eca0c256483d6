import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import BusCashDepositPage from './bus-cash-deposit-page';
import { busInvoice, busLines, subscribed } from './test/fee-fixtures';
import { findIonButton, ionButton, ok, refusal, renderBilling, stubPortal } from './test/render';

const LINES = '/api/Billing/GetAllBusLine';
const CHANGE = '/api/Billing/BusLineChanged';
const REQUEST = '/api/Billing/InsertBusPaymentRequest';
const START = '/api/Billing/InsertStudentBusTransaction';
const INVOICE = '/api/Billing/GetInvoicePaymentRequest';
const CHANNELS = '/api/Reports/CheckForBusCashDepositLink';

afterEach(() => {
  cleanup();
});

describe('bus cash deposit page', () => {
  it('lists each line with its fee, seats and stops with pickup times; a full line offers no stop', async () => {
    stubPortal({ [LINES]: ok(busLines) });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit' });
    const stops = await screen.findByRole('list', { name: 'Stops of line N1' });
    expect(
      within(stops)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining('Talkha Bridge06:45'),
      expect.stringContaining('Mansoura Station07:05'),
    ]);
    expect(screen.getByText(/1,800.00 a term/)).toBeTruthy();
    expect(screen.getByText('12 seats left')).toBeTruthy();
    expect(screen.getByText('Full')).toBeTruthy();
    expect(ionButton('Get on at Belqas Hospital')).toBeUndefined();
    expect(screen.getByText(/You have no bus line this term/)).toBeTruthy();
  });

  it('asks for confirmation before subscribing, then sends the line and stop', async () => {
    const sent = stubPortal({ [LINES]: ok(busLines), [CHANGE]: ok(subscribed.Subscription) });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit' });
    fireEvent.click(await findIonButton('Get on at Mansoura Station'));
    expect(sent.some((call) => call.path === CHANGE)).toBe(false);
    expect(screen.getByText(/Subscribe to line N1, getting on at Mansoura Station \(07:05\)\?/)).toBeTruthy();
    fireEvent.click(await findIonButton('Confirm'));
    await screen.findByText('Bus lines');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(sent.find((call) => call.path === CHANGE)?.body).toEqual({ BusLineId: 1, BusStopId: 12 });
  });

  it('shows a refusal (the line filled up) in words and keeps the choice open', async () => {
    stubPortal({
      [LINES]: ok(busLines),
      [CHANGE]: refusal(
        '409',
        'The Talkha line is full this term. Choose another line or ask the transport office.',
      ),
    });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit' });
    fireEvent.click(await findIonButton('Get on at Talkha Bridge'));
    fireEvent.click(await findIonButton('Confirm'));
    expect((await screen.findByRole('alert')).textContent).toContain('is full this term');
  });

  it('says when changes closed and offers no stop buttons', async () => {
    stubPortal({ [LINES]: ok({ ...subscribed, ChangesOpen: false }) });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit' });
    expect(await screen.findByText(/Choosing or changing a line closed on/)).toBeTruthy();
    expect(ionButton('Get on at Mansoura Station')).toBeUndefined();
  });

  it('pays the bus charge: an invoice, then the channels through the bus call', async () => {
    const sent = stubPortal({
      [LINES]: ok(subscribed),
      [REQUEST]: ok(busInvoice),
      [INVOICE]: ok(busInvoice),
      [CHANNELS]: ok({ Channels: ['card', 'outlet'] }),
      [START]: ok({
        PaymentInvoiceRequestId: 77,
        Channel: 'outlet',
        CheckoutUrl: null,
        OutletReference: '9988776655',
        ExpiresAt: busInvoice.ExpiresAt,
      }),
    });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit' });
    fireEvent.click(await findIonButton('Pay EGP\u00a01,800.00'));
    fireEvent.click(await findIonButton('Pay cash at a Fawry outlet'));
    expect(await screen.findByText('9988776655')).toBeTruthy();
    expect(sent.find((call) => call.path === START)?.body).toEqual({
      PaymentInvoiceRequestId: 77,
      Channel: 'outlet',
    });
  });

  it('says there is no term to subscribe for, in Arabic too', async () => {
    stubPortal({ [LINES]: ok({ ...busLines, Term: null, Lines: [] }) });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit', language: 'ar' });
    expect(await screen.findByText(/لا يوجد فصل متاح للاشتراك الآن/)).toBeTruthy();
  });

  it('shows the lines in Arabic with Arabic names', async () => {
    stubPortal({ [LINES]: ok(subscribed) });
    renderBilling(<BusCashDepositPage />, { at: '/bus-cash-deposit', language: 'ar' });
    expect(await screen.findByText('محطتك')).toBeTruthy();
    expect(screen.getAllByText(/كوبري طلخا/).length).toBeGreaterThan(0);
  });
});
