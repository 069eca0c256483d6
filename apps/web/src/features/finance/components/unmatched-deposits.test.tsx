import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { DepositChoices, UnmatchedDeposit } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { findIonButton, ok, refusal, renderFinance, stubPortal } from '../test/render';
import { UnmatchedDeposits } from './unmatched-deposits';

afterEach(() => {
  cleanup();
});

const deposit: UnmatchedDeposit = {
  DepositId: 9,
  BankCode: 'NBE',
  BankNameEn: 'National Bank of Egypt',
  BankNameAr: 'البنك الأهلي المصري',
  TransactionId: 'TX-77',
  DepositedAt: '2026-11-29T08:15:00.000Z',
  Reference: '123456789013',
  AmountPiastres: 1_250_000,
  Currency: 'EGP',
  Depositor: 'Mona Adel',
  Reason: 'mistyped-reference',
  Status: 'open',
  StudentCode: null,
  StudentNameEn: null,
  StudentNameAr: null,
  PaymentId: null,
  ResolvedBy: null,
  ResolvedAt: null,
  Note: null,
  RecordedAt: '2026-11-29T09:00:00.000Z',
};

const choices: DepositChoices = {
  Banks: [],
  Terms: [{ TermId: 5, Code: '2026-FALL', NameEn: 'Fall 2026', NameAr: 'خريف 2026' }],
};

const page = (items: UnmatchedDeposit[]) => ({ Items: items, Total: items.length, Page: 1, PageSize: 25 });

describe('the unmatched-deposits register', () => {
  it('lists open deposits with why they did not match, and filters by state', async () => {
    const sent = stubPortal({ '/api/Finance/GetUnmatchedDeposits': ok(page([deposit])) });
    renderFinance(<UnmatchedDeposits />);
    const table = await screen.findByRole('table', { name: 'Deposits that matched no open invoice' });
    expect(within(table).getByText('Mistyped reference')).toBeTruthy();
    expect(within(table).getByText('NBE · TX-77')).toBeTruthy();
    expect(sent[0]?.query).toContain('Status=open');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'returned' } });
    await screen.findByRole('table');
    expect(sent.at(-1)?.query).toContain('Status=returned');
  });

  it("assigns a deposit to a student's term with a note, and says so", async () => {
    const sent = stubPortal({
      '/api/Finance/GetUnmatchedDeposits': ok(page([deposit])),
      '/api/Finance/GetDepositChoices': ok(choices),
      '/api/Finance/AssignUnmatchedDeposit': ok({
        ...deposit,
        Status: 'assigned',
        StudentCode: '2022104455',
      }),
    });
    renderFinance(<UnmatchedDeposits />);
    fireEvent.click(await findIonButton('Assign'));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the deposit to a student' });
    fireEvent.change(within(dialog).getByLabelText('Student code'), { target: { value: '2022104455' } });
    await within(dialog).findByRole('option', { name: /2026-FALL/ });
    fireEvent.change(within(dialog).getByLabelText('Term'), { target: { value: '5' } });
    fireEvent.change(within(dialog).getByLabelText('Note (why)'), { target: { value: 'Wrote 3 for 2' } });
    const credit = [...dialog.querySelectorAll('ion-button')][0] as HTMLElement;
    expect(credit.textContent).toMatch(/^Credit .*12,500\.00/);
    fireEvent.click(credit);
    expect((await screen.findByRole('status')).textContent).toContain('was credited to 2022104455');
    expect(sent.find((call) => call.path === '/api/Finance/AssignUnmatchedDeposit')?.body).toEqual({
      DepositId: 9,
      StudentCode: '2022104455',
      TermId: 5,
      Note: 'Wrote 3 for 2',
    });
  });

  it('asks for a note before returning, and shows the refusal of a deposit already settled (in Arabic)', async () => {
    const sent = stubPortal({
      '/api/Finance/GetUnmatchedDeposits': ok(page([deposit])),
      '/api/Finance/ReturnUnmatchedDeposit': refusal('409', 'الإيداع TX-77 تم تخصيصه أو ردّه بالفعل'),
    });
    renderFinance(<UnmatchedDeposits />, { language: 'ar' });
    fireEvent.click(await findIonButton('رد'));
    const dialog = await screen.findByRole('dialog', { name: 'تسجيل الإيداع كمردود' });
    const confirm = [...dialog.querySelectorAll('ion-button')][0] as HTMLElement;
    fireEvent.click(confirm);
    expect(within(dialog).getByRole('alert').textContent).toBe('اكتب ملاحظة توضح السبب.');
    expect(sent.some((call) => call.path === '/api/Finance/ReturnUnmatchedDeposit')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('ملاحظة (السبب)'), { target: { value: 'أعاده البنك' } });
    fireEvent.click(confirm);
    expect((await within(dialog).findByText(/تم تخصيصه أو ردّه بالفعل/)).getAttribute('role')).toBe('alert');
  });
});
