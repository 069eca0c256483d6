import type { BankNotice, DeclaredDeposit as Declared } from '@portal/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { openInvoice } from '../test/fixtures';
import { ok, refusal, renderBilling, stubPortal, type SentCall } from '../test/render';
import { DeclaredDeposit } from './declared-deposit';

const NOTICE = '/api/Billing/GetNotification';
const DECLARE = '/api/Billing/InsertStudentPaymentTransaction';

const accepted: BankNotice = {
  PaymentInvoiceRequestId: 41,
  BankId: 3,
  TextEn: 'Deposit at the bank.',
  TextAr: 'أودِع في البنك.',
  DepositBy: '2026-11-27T10:00:00+02:00',
  AcceptedAt: '2026-11-20T10:00:00+02:00',
};
const declared: Declared = {
  DeclarationId: 5,
  BankId: 3,
  PaymentInvoiceRequestId: 41,
  DepositNumber: 'FT2611A77',
  DepositedOn: '2026-11-21',
  AmountPiastres: 850_050,
  DeclaredAt: '2026-11-21T12:00:00+02:00',
};

afterEach(() => {
  cleanup();
});

/** Answers the GET with what was declared so far and the POST with `posted`. */
function stub(notice: BankNotice, posted: (call: SentCall) => ReturnType<typeof ok>) {
  return stubPortal({
    [NOTICE]: ok(notice),
    [DECLARE]: (call) => (call.method === 'GET' ? ok(null) : posted(call)),
  });
}

describe('telling finance the deposit made', () => {
  it('is not offered before the notice is accepted', async () => {
    const sent = stub({ ...accepted, AcceptedAt: null }, () => ok(declared));
    renderBilling(<DeclaredDeposit invoice={openInvoice} bankId={3} />);
    await waitFor(() => {
      expect(sent.filter((call) => call.path === NOTICE || call.path === DECLARE)).toHaveLength(2);
    });
    expect(screen.queryByLabelText("Transaction number (on the bank's receipt)")).toBeNull();
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
  });

  it('sends the number, date and the invoice amount, then shows the declaration', async () => {
    const sent = stub(accepted, () => ok(declared));
    renderBilling(<DeclaredDeposit invoice={openInvoice} bankId={3} />);
    const number = await screen.findByLabelText("Transaction number (on the bank's receipt)");
    fireEvent.change(number, { target: { value: 'FT2611A77' } });
    fireEvent.change(screen.getByLabelText('Date of the deposit'), { target: { value: '2026-11-21' } });
    const form = number.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect((await screen.findByRole('status')).textContent).toBe(
      "You told us you deposited on Nov 21, 2026 (transaction FT2611A77); it counts when the bank's statement reaches finance.",
    );
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      {
        BankId: 3,
        PaymentInvoiceRequestId: 41,
        DepositNumber: 'FT2611A77',
        DepositedOn: '2026-11-21',
        AmountPiastres: 850_050,
      },
    ]);
  });

  it('sends nothing for a malformed number, and shows the server refusal', async () => {
    const sent = stub(accepted, () => refusal('422', 'The deposit date cannot be in the future.'));
    renderBilling(<DeclaredDeposit invoice={openInvoice} bankId={3} />);
    const number = await screen.findByLabelText("Transaction number (on the bank's receipt)");
    const form = number.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.change(number, { target: { value: 'TX-1' } });
    fireEvent.submit(form);
    expect(sent.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(number, { target: { value: 'TX12345' } });
    fireEvent.submit(form);
    expect((await screen.findByRole('alert')).textContent).toBe('The deposit date cannot be in the future.');
  });
});
