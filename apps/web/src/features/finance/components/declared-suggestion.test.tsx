import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DepositChoices, UnmatchedDeposit } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findIonButton, ok, renderFinance, stubPortal } from '../test/render';
import { UnmatchedDeposits } from './unmatched-deposits';

afterEach(() => {
  cleanup();
});

const deposit: UnmatchedDeposit = {
  DepositId: 9,
  BankCode: 'NBE',
  BankNameEn: 'National Bank of Egypt',
  BankNameAr: 'البنك الأهلي المصري',
  TransactionId: 'FT2611A77',
  DepositedAt: '2026-11-29T08:15:00.000Z',
  Reference: '000000000000',
  AmountPiastres: 1_250_000,
  Currency: 'EGP',
  Depositor: 'Mona Adel',
  Reason: 'unknown-reference',
  Status: 'open',
  StudentCode: null,
  StudentNameEn: null,
  StudentNameAr: null,
  PaymentId: null,
  ResolvedBy: null,
  ResolvedAt: null,
  Note: null,
  RecordedAt: '2026-11-29T09:00:00.000Z',
  Suggestion: {
    StudentCode: '2022104455',
    InvoiceReference: '202611200417',
    PaymentInvoiceRequestId: 41,
    TermId: 5,
  },
};
const choices: DepositChoices = {
  Banks: [],
  Terms: [{ TermId: 5, Code: '2026-FALL', NameEn: 'Fall 2026', NameAr: 'خريف 2026' }],
};

describe("a student's declaration in the unmatched register", () => {
  it('shows who says the deposit is theirs, and prefills the assign dialog with it', async () => {
    stubPortal({
      '/api/Finance/GetUnmatchedDeposits': ok({ Items: [deposit], Total: 1, Page: 1, PageSize: 25 }),
      '/api/Finance/GetDepositChoices': ok(choices),
    });
    renderFinance(<UnmatchedDeposits />);
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Student says: 2022104455, invoice 202611200417')).toBeTruthy();
    fireEvent.click(await findIonButton('Assign'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the deposit to a student' });
    await within(dialog).findByRole('option', { name: /2026-FALL/ });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Student code').value).toBe('2022104455');
    expect(within(dialog).getByLabelText<HTMLSelectElement>('Term').value).toBe('5');
  });
});
