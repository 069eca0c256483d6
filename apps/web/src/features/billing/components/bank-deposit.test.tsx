import type { Bank, BankNotice } from '@portal/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInvoice } from '../test/fixtures';
import { findIonButton, ionButton, ok, refusal, renderBilling, stubPortal, type Reply } from '../test/render';
import type * as BankApi from '../api/bank-deposit';
import { BankDeposit } from './bank-deposit';
import { ChannelChoice } from './channel-choice';

const downloads = vi.hoisted(() => vi.fn(() => Promise.resolve('saved' as const)));
vi.mock('../api/bank-deposit', async (importOriginal) => ({
  ...(await importOriginal<typeof BankApi>()),
  useDownloadDepositSlip: () => downloads,
}));

const BANKS = '/api/Billing/GetBanks';
const BUS_BANKS = '/api/Billing/GetBanks_Bus';
const NOTICE = '/api/Billing/GetNotification';
const ACCEPT = '/api/Billing/AcceptNotification';
const OFFERED = '/api/Reports/CheckForFacultyCashDepositLink';

const nbe: Bank = {
  BankId: 3,
  Code: 'NBE',
  NameEn: 'National Bank of Egypt',
  NameAr: 'البنك الأهلي المصري',
  AccountNumber: '1903070123456701',
};
const notice: BankNotice = {
  PaymentInvoiceRequestId: 41,
  BankId: 3,
  TextEn: 'Deposit EGP 8,500.50 in cash at any branch of National Bank of Egypt quoting 202611200417.',
  TextAr: 'أودِع ٨٬٥٠٠٫٥٠ ج.م. نقدًا في أي فرع من فروع البنك الأهلي المصري مع الرقم 202611200417.',
  DepositBy: '2026-11-27T10:00:00+02:00',
  AcceptedAt: null,
};
const accepted: BankNotice = { ...notice, AcceptedAt: '2026-11-20T10:00:00+02:00' };

afterEach(() => {
  cleanup();
  downloads.mockClear();
});

async function chooseBank(name: string) {
  fireEvent.click(await findIonButton(name));
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: '3' } });
}

describe('the bank deposit channel', () => {
  it('is not offered while no bank takes the fees', async () => {
    const sent = stubPortal({ [BANKS]: ok([]) });
    renderBilling(<BankDeposit invoice={openInvoice} purpose="faculty" />);
    await waitFor(() => {
      expect(sent.some((call) => call.path === BANKS)).toBe(true);
    });
    expect(ionButton('Deposit cash at a bank')).toBeUndefined();
  });

  it('shows the notice, accepts it only once ticked, then offers the slip and waits for the bank', async () => {
    const sent = stubPortal({ [BANKS]: ok([nbe]), [NOTICE]: ok(notice), [ACCEPT]: ok(accepted) });
    renderBilling(<BankDeposit invoice={openInvoice} purpose="faculty" />);
    await chooseBank('Deposit cash at a bank');
    expect(await screen.findByText(notice.TextEn)).toBeTruthy();
    expect(screen.getByText('University account 1903070123456701')).toBeTruthy();
    expect(sent.find((call) => call.path === NOTICE)?.query).toBe('?PaymentInvoiceRequestId=41&BankId=3');
    const acceptButton = (await findIonButton('Accept and continue')) as HTMLIonButtonElement;
    expect(acceptButton.disabled).toBe(true);
    fireEvent.click(acceptButton);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((call) => call.path === ACCEPT)).toHaveLength(0);

    fireEvent.click(screen.getByRole('checkbox'));
    await waitFor(() => {
      expect(acceptButton.disabled).toBe(false);
    });
    fireEvent.click(acceptButton);
    expect(await screen.findByText("Waiting for the bank's confirmation")).toBeTruthy();
    expect(sent.filter((call) => call.path === ACCEPT).map((call) => call.body)).toEqual([
      { PaymentInvoiceRequestId: 41, BankId: 3 },
    ]);
    fireEvent.click(await findIonButton('Download deposit slip'));
    await waitFor(() => {
      expect(downloads).toHaveBeenCalledWith({ invoiceId: 41, bankId: 3, reference: '202611200417' });
    });
  });

  it("says the server's refusal and stays unaccepted", async () => {
    const refused: Reply = refusal(
      '409',
      'National Bank of Egypt does not take these fees. Choose another bank.',
    );
    stubPortal({ [BANKS]: ok([nbe]), [NOTICE]: ok(notice), [ACCEPT]: refused });
    renderBilling(<BankDeposit invoice={openInvoice} purpose="faculty" />);
    await chooseBank('Deposit cash at a bank');
    fireEvent.click(await screen.findByRole('checkbox'));
    fireEvent.click(await findIonButton('Accept and continue'));
    expect((await screen.findByRole('alert')).textContent).toContain('does not take these fees');
    expect(screen.queryByText("Waiting for the bank's confirmation")).toBeNull();
  });

  it('reads the bus banks for a bus invoice, and shows the notice already accepted in Arabic', async () => {
    const sent = stubPortal({ [BUS_BANKS]: ok([nbe]), [NOTICE]: ok(accepted) });
    renderBilling(<BankDeposit invoice={openInvoice} purpose="bus" />, { language: 'ar' });
    await chooseBank('إيداع نقدي في بنك');
    expect(screen.getByRole('option', { name: 'البنك الأهلي المصري' })).toBeTruthy();
    expect(await screen.findByText('في انتظار تأكيد البنك')).toBeTruthy();
    expect(await findIonButton('تنزيل قسيمة الإيداع')).toBeTruthy();
    expect(sent.some((call) => call.path === BANKS)).toBe(false);
  });

  it('sits beside the online channels when the fee page says a bank takes the fees, and only then', async () => {
    const sent = stubPortal({ [OFFERED]: ok({ Channels: ['card', 'bank_deposit'] }), [BANKS]: ok([nbe]) });
    renderBilling(<ChannelChoice invoice={openInvoice} />);
    expect(await findIonButton('Deposit cash at a bank')).toBeTruthy();
    expect(ionButton('Pay by card')).toBeTruthy();
    expect(ionButton('Pay with a mobile wallet')).toBeUndefined();
    cleanup();
    const without = stubPortal({ [OFFERED]: ok({ Channels: ['card'] }), [BANKS]: ok([nbe]) });
    renderBilling(<ChannelChoice invoice={openInvoice} />);
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(ionButton('Deposit cash at a bank')).toBeUndefined();
    expect(without.some((call) => call.path === BANKS)).toBe(false);
    expect(sent.some((call) => call.path === BANKS)).toBe(true);
  });
});
