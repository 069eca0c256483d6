import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import FacultyCashDepositPage from './faculty-cash-deposit-page';
import { emptyStatement, statement } from './test/fixtures';
import { findIonButton, ok, renderBilling, stubPortal } from './test/render';

const STATEMENT = '/api/Billing/GetStudentStatement';

afterEach(() => {
  cleanup();
});

/** The text of a charge's row, by its description. */
function chargeRow(description: string): HTMLElement {
  const row = screen.getByText(description).closest('tr');
  if (!row) throw new Error(`no row for ${description}`);
  return row;
}

/** Every term's Pay button on the page. */
function payButtons(): Element[] {
  return [...document.querySelectorAll('ion-button')].filter((button) =>
    button.textContent.startsWith('Pay '),
  );
}

describe('faculty cash deposit page: the statement', () => {
  it('shows the balance, what is overdue and the next due date, as EGP with two decimals', async () => {
    stubPortal({ [STATEMENT]: ok(statement) });
    renderBilling(<FacultyCashDepositPage />);
    const summary = await screen.findByRole('region', { name: 'Your account' });
    expect(within(summary).getByText('EGP 8,500.50')).toBeTruthy();
    expect(within(summary).getByText('EGP 2,500.50')).toBeTruthy();
    expect(within(summary).getByText('EGP 6,000.00 by Feb 15, 2027')).toBeTruthy();
    expect(screen.getByText('Figures as of Nov 20, 2026.')).toBeTruthy();
  });

  it('lists each term’s charges with amount, outstanding and due date, and marks the overdue one in words', async () => {
    stubPortal({ [STATEMENT]: ok(statement) });
    renderBilling(<FacultyCashDepositPage />);
    const spring = await screen.findByRole('table', { name: 'Charges of Spring 2027' });
    expect(within(spring).getAllByRole('row')).toHaveLength(3);

    const bus = chargeRow('Bus line 4, whole term');
    expect(bus.className).toContain('billing-charges__row--overdue');
    expect([...bus.querySelectorAll('td')].map((cell) => cell.textContent)).toEqual([
      'Bus',
      'Bus line 4, whole term',
      'EGP\u00a02,500.50',
      'EGP\u00a02,500.50',
      'Nov 1, 2026Overdue',
    ]);
    const tuition = chargeRow('Tuition, 15 credit hours');
    expect(tuition.className).not.toContain('overdue');
    expect(tuition.textContent).toContain('EGP\u00a010,000.00');
    expect(tuition.textContent).toContain('EGP\u00a06,000.00');
    expect(tuition.textContent).not.toContain('Overdue');
    expect(screen.getByText('EGP 2,500.50 overdue')).toBeTruthy();
  });

  it('lists credits and payments received with reference and channel, newest first', async () => {
    stubPortal({ [STATEMENT]: ok(statement) });
    renderBilling(<FacultyCashDepositPage />);
    const received = await screen.findByRole('list', { name: 'Credits and payments of Spring 2027' });
    const items = within(received).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('.billing-receipt__what')?.textContent)).toEqual([
      'Payment · Fawry outlet',
      'Credit · Merit scholarship',
    ]);
    expect(items[0]?.textContent).toContain('Reference 771203344556');
    expect(items[0]?.textContent).toContain('EGP\u00a03,000.00');
    const fall = screen.getByRole('list', { name: 'Credits and payments of Fall 2026' });
    expect(fall.textContent).toContain('Payment · Card');
    expect(fall.textContent).toContain('PMB-88120');
    // A payment has its receipt to download; a credit is no payment and has none.
    expect(items[0]?.querySelector('ion-button')?.textContent).toBe('Receipt (PDF)');
    expect(items[1]?.querySelector('ion-button')).toBeNull();
  });

  it('offers Pay for the whole balance only on a term that owes something', async () => {
    stubPortal({ [STATEMENT]: ok(statement) });
    renderBilling(<FacultyCashDepositPage />);
    const pay = await findIonButton('Pay EGP\u00a08,500.50 for Spring 2027');
    expect(pay.textContent).toBe('Pay EGP\u00a08,500.50');
    expect(screen.getByText('Paid up')).toBeTruthy();
    expect(payButtons()).toHaveLength(1);
  });

  it('says plainly when nothing is owed', async () => {
    stubPortal({ [STATEMENT]: ok(emptyStatement) });
    renderBilling(<FacultyCashDepositPage />);
    await screen.findByText('There are no charges on your account yet.');
    expect(screen.getByRole('status').textContent).toBe(
      'You owe nothing.Every charge on your account is paid.',
    );
    expect(payButtons()).toEqual([]);
  });

  it('says when the student has paid ahead', async () => {
    stubPortal({ [STATEMENT]: ok({ ...emptyStatement, BalancePiastres: -12_345 }) });
    renderBilling(<FacultyCashDepositPage />);
    expect(
      await screen.findByText('You have EGP 123.45 paid ahead; it counts towards your next charges.'),
    ).toBeTruthy();
  });

  it('explains a failed load and reads the statement again on Retry', async () => {
    let answers = 0;
    stubPortal({
      [STATEMENT]: () => {
        answers += 1;
        return answers === 1
          ? { status: 500, envelope: { Status: '500', ReturnObject: null } }
          : ok(statement);
      },
    });
    renderBilling(<FacultyCashDepositPage />);
    expect((await screen.findByRole('alert')).textContent).toContain('Your statement could not be loaded.');
    fireEvent.click(await findIonButton('Try again'));
    expect(await screen.findByRole('region', { name: 'Your account' })).toBeTruthy();
  });

  it('speaks Arabic: term names, words and amounts in Arabic', async () => {
    stubPortal({ [STATEMENT]: ok(statement) });
    renderBilling(<FacultyCashDepositPage />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'ربيع 2027' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'سداد رسوم الكلية' })).toBeTruthy();
    const bus = chargeRow('Bus line 4, whole term');
    expect(bus.textContent).toContain('الحافلات');
    expect(bus.textContent).toContain('متأخر');
    // A charge given in Arabic reads in Arabic; one given only in English keeps its English words.
    expect(chargeRow('المصروفات الدراسية، 15 ساعة معتمدة').textContent).toContain('المصروفات الدراسية');
    expect(screen.queryByText('Tuition, 15 credit hours')).toBeNull();
    const summary = screen.getByRole('region', { name: 'حسابك' });
    expect(summary.textContent).toContain('ج.م.');
    expect(summary.textContent).not.toContain('EGP');
  });
});
