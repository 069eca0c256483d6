import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { BankStatementRow, DepositChoices, PreviewBankStatementResponse } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findIonButton, ok, refusal, renderFinance, stubPortal, type SentCall } from '../test/render';
import { BankStatementImport } from './bank-statement-import';

afterEach(() => {
  cleanup();
});

const choices: DepositChoices = {
  Banks: [
    { BankId: 3, Code: 'NBE', NameEn: 'National Bank of Egypt', NameAr: 'البنك الأهلي المصري', Active: true },
    { BankId: 4, Code: 'OLD', NameEn: 'Old Bank', NameAr: 'بنك قديم', Active: false },
  ],
  Terms: [],
};

const row = (over: Partial<BankStatementRow>): BankStatementRow => ({
  Line: 2,
  TransactionId: 'TX-1',
  DepositedAt: '2026-11-29T08:15:00.000Z',
  Reference: '123456789012',
  AmountPiastres: 150_000,
  Depositor: 'Mona Adel',
  Outcome: 'apply',
  Problem: null,
  InvoiceAmountPiastres: 150_000,
  StudentCode: '2022104455',
  StudentNameEn: 'Alia Hassan',
  StudentNameAr: 'عالية حسن',
  ...over,
});

const preview: PreviewBankStatementResponse = {
  BankId: 3,
  Rows: [
    row({}),
    row({
      Line: 3,
      TransactionId: 'TX-2',
      Outcome: 'amount-differs',
      AmountPiastres: 70_000,
      InvoiceAmountPiastres: 80_000,
    }),
    row({
      Line: 4,
      TransactionId: 'TX-3',
      Outcome: 'malformed',
      Problem: 'amount-decimals',
      AmountPiastres: null,
      DepositedAt: null,
    }),
  ],
  Totals: {
    Rows: 3,
    Apply: 1,
    ApplyPiastres: 150_000,
    Unmatched: 1,
    UnmatchedPiastres: 70_000,
    AlreadySeen: 0,
    Malformed: 1,
  },
  PreviewToken: 'a'.repeat(64),
};

const CSV = 'transaction_id,deposited_at,reference,amount,currency,depositor\r\nTX-1,…\r\n';

function fill(csv = CSV) {
  fireEvent.change(screen.getByLabelText('Bank'), { target: { value: '3' } });
  fireEvent.change(screen.getByLabelText('Or paste the statement'), { target: { value: csv } });
}

const disabled = (button: HTMLElement) =>
  button.getAttribute('disabled') !== null && button.getAttribute('disabled') !== 'false';

describe('importing a bank statement', () => {
  it('previews the rows with their outcomes and totals, then imports the previewed file with its token', async () => {
    const sent: SentCall[] = stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/PreviewBankStatement': ok(preview),
      '/api/Finance/ImportBankStatement': ok({ BankId: 3, Rows: preview.Rows, Totals: preview.Totals }),
    });
    renderFinance(<BankStatementImport />);
    await screen.findByRole('option', { name: 'OLD · Old Bank (no longer used)' });
    expect(disabled(await findIonButton('Import'))).toBe(true);
    fill();
    fireEvent.click(await findIonButton('Preview'));
    expect(await screen.findByText('Pays the invoice of 2022104455 · Alia Hassan')).toBeTruthy();
    expect(screen.getByText(/Unmatched: the invoice asks for/)).toBeTruthy();
    expect(screen.getByText('Not read: the amount must have exactly two decimals')).toBeTruthy();
    expect(screen.getByText(/Will pay invoices: 1/)).toBeTruthy();
    expect(sent.find((call) => call.path === '/api/Finance/PreviewBankStatement')?.body).toEqual({
      BankId: 3,
      Csv: CSV,
    });
    const importButton = await findIonButton('Import');
    await waitFor(() => {
      expect(disabled(importButton)).toBe(false);
    });
    fireEvent.click(importButton);
    expect(
      await screen.findByText('The statement was imported. Importing it again changes nothing.'),
    ).toBeTruthy();
    expect(screen.getByText(/Paid invoices: 1/)).toBeTruthy();
    expect(sent.find((call) => call.path === '/api/Finance/ImportBankStatement')?.body).toEqual({
      BankId: 3,
      Csv: CSV,
      PreviewToken: preview.PreviewToken,
    });
  });

  it('puts the preview away when the file changes, so Import needs a new preview', async () => {
    stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/PreviewBankStatement': ok(preview),
    });
    renderFinance(<BankStatementImport />);
    await screen.findByRole('option', { name: /NBE/ });
    fill();
    fireEvent.click(await findIonButton('Preview'));
    await screen.findByText('Pays the invoice of 2022104455 · Alia Hassan');
    fill(`${CSV}TX-9,…\r\n`);
    expect(screen.queryByText('Pays the invoice of 2022104455 · Alia Hassan')).toBeNull();
    expect(disabled(await findIonButton('Import'))).toBe(true);
  });

  it("shows the server's refusal of the file (in Arabic too) and offers no import", async () => {
    stubPortal({
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/PreviewBankStatement': refusal('422', 'هذا ليس ملف كشف حساب بنكي'),
    });
    renderFinance(<BankStatementImport />, { language: 'ar' });
    await screen.findByRole('option', { name: /البنك الأهلي المصري/ });
    fireEvent.change(screen.getByLabelText('البنك'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('أو الصق كشف الحساب'), { target: { value: 'id,date\r\n' } });
    fireEvent.click(await findIonButton('معاينة'));
    expect((await screen.findByRole('alert')).textContent).toBe('هذا ليس ملف كشف حساب بنكي');
    expect(disabled(await findIonButton('استيراد'))).toBe(true);
  });
});
