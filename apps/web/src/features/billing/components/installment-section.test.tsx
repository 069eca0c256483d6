import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { statement } from '../test/fixtures';
import { installmentInvoice, onPlan, plansToChoose } from '../test/installment-fixtures';
import { findIonButton, ok, refusal, renderBilling, stubPortal } from '../test/render';
import FacultyCashDepositPage from '../faculty-cash-deposit-page';
import { InstallmentSection } from './installment-section';

const PLANS = '/api/Billing/GetInstallmentPlans';
const CHOOSE = '/api/Billing/InsertStudentInstallment';
const INVOICE = '/api/Billing/GetInstallmentPaymentRequest';
const spring =
  statement.Terms[0] ??
  (() => {
    throw new Error('fixture');
  })();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('pay in installments', () => {
  it('lists the plans with the schedule each would make, and why one cannot be chosen', async () => {
    const sent = stubPortal({ [PLANS]: ok(plansToChoose) });
    renderBilling(<InstallmentSection term={spring} onInvoice={vi.fn()} />);
    expect(await screen.findByRole('heading', { name: 'Pay Spring 2027 in installments' })).toBeTruthy();
    const halves = screen.getByRole('table', { name: 'Installments of Two installments' });
    expect(
      within(halves)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['No.AmountDue', '1EGP\u00a04,250.25Jan 15, 2027', '2EGP\u00a04,250.25Mar 15, 2027']);
    expect(screen.getByText('This plan can be chosen from 2026-09-01 to 2026-09-30 only.')).toBeTruthy();
    expect(await findIonButton('Choose Two installments')).toBeTruthy();
    expect(sent[0]?.query).toBe('?TermId=12');
  });

  it('chooses a plan only after the student confirms, then shows its installments', async () => {
    const sent = stubPortal({ [PLANS]: ok(plansToChoose), [CHOOSE]: ok(onPlan) });
    renderBilling(<InstallmentSection term={spring} onInvoice={vi.fn()} />);
    fireEvent.click(await findIonButton('Choose Two installments'));
    expect(sent.filter((call) => call.path === CHOOSE)).toEqual([]);
    const confirm = screen.getByRole('group', { name: 'Confirm the plan' });
    expect(confirm.textContent).toContain(
      'You will pay EGP\u00a08,500.50 in 2 installments, the last due Mar 15, 2027.',
    );
    fireEvent.click(await findIonButton('Confirm plan'));
    expect(await screen.findByText('Installment 2')).toBeTruthy();
    expect(sent.filter((call) => call.path === CHOOSE).map((call) => call.body)).toEqual([
      { TermId: 12, PlanId: 3 },
    ]);
  });

  it('shows the server’s refusal of a plan in words', async () => {
    stubPortal({
      [PLANS]: ok(plansToChoose),
      [CHOOSE]: refusal('409', 'An earlier term still has an amount owed now.'),
    });
    renderBilling(<InstallmentSection term={spring} onInvoice={vi.fn()} />);
    fireEvent.click(await findIonButton('Choose Two installments'));
    fireEvent.click(await findIonButton('Confirm plan'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'An earlier term still has an amount owed now.',
    );
  });

  it('marks each installment paid, overdue or due, and pays one through its own invoice', async () => {
    const onInvoice = vi.fn();
    const sent = stubPortal({ [PLANS]: ok(onPlan), [INVOICE]: ok(installmentInvoice) });
    renderBilling(<InstallmentSection term={spring} onInvoice={onInvoice} />);
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.billing-chip')?.textContent)).toEqual([
      'Paid',
      'Overdue',
      'Due',
    ]);
    expect(rows[0]?.querySelector('ion-button')).toBeNull();
    fireEvent.click(await findIonButton('Pay EGP\u00a02,750.25 for installment 2'));
    await waitFor(() => {
      expect(onInvoice).toHaveBeenCalledWith(installmentInvoice);
    });
    expect(sent.filter((call) => call.path === INVOICE).map((call) => call.body)).toEqual([
      { TermId: 12, Sequence: 2 },
    ]);
  });

  it('speaks Arabic', async () => {
    stubPortal({ [PLANS]: ok(onPlan) });
    renderBilling(<InstallmentSection term={spring} onInvoice={vi.fn()} />, { language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'سداد ربيع 2027 على أقساط' })).toBeTruthy();
    const chips = [...document.querySelectorAll('.billing-chip')].map((chip) => chip.textContent);
    expect(chips).toEqual(['مسدَّد', 'متأخر', 'مستحق']);
  });

  it('offers no plan for a term that owes nothing', async () => {
    const sent = stubPortal({ [PLANS]: ok({ ...plansToChoose, BalancePiastres: 0 }) });
    const view = renderBilling(<InstallmentSection term={spring} onInvoice={vi.fn()} />);
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(view.container.querySelector('.billing-installments')).toBeNull();
  });

  it('shows nothing when the term offers no plan', async () => {
    const sent = stubPortal({ [PLANS]: ok({ ...plansToChoose, Plans: [] }) });
    const view = renderBilling(<InstallmentSection term={spring} onInvoice={vi.fn()} />);
    await waitFor(() => {
      expect(sent).toHaveLength(1);
    });
    expect(view.container.querySelector('.billing-installments')).toBeNull();
  });

  it('on the fee page, an installment’s Pay opens its invoice in the payment panel', async () => {
    stubPortal({
      '/api/Billing/GetStudentStatement': ok(statement),
      '/api/Reports/CheckForFacultyCashDepositLink': ok({ Channels: ['card'] }),
      '/api/Billing/GetInvoicePaymentRequest': ok(installmentInvoice),
      [PLANS]: ok(onPlan),
      [INVOICE]: ok(installmentInvoice),
    });
    renderBilling(<FacultyCashDepositPage />);
    fireEvent.click(await findIonButton('Pay EGP\u00a02,750.25 for installment 2'));
    const panel = await screen.findByRole('region', { name: 'Your payment' });
    expect(panel.querySelector('[data-invoice="77"]')).toBeTruthy();
  });
});
