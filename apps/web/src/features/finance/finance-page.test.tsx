import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FinanceInvoice, FinancePayment, ReconciliationReport } from '@portal/contract';
import { afterEach, describe, expect, it } from 'vitest';
import FinancePage from './finance-page';
import { findIonButton, ok, refusal, renderFinance, stubPortal } from './test/render';

afterEach(() => {
  cleanup();
});

const page = <T,>(items: T[]) => ({ Items: items, Total: items.length, Page: 1, PageSize: 25 });

const invoice: FinanceInvoice = {
  InvoiceId: 7,
  StudentCode: '2022104455',
  StudentNameEn: 'Alia Hassan',
  StudentNameAr: 'عالية حسن',
  TermCode: '2026-FALL',
  AmountPiastres: 1_250_050,
  Currency: 'EGP',
  Reference: '123456789012',
  Status: 'open',
  Channel: 'card',
  CreatedAt: '2026-11-20T10:00:00.000Z',
  PaidAt: null,
};

const payment: FinancePayment = {
  PaymentId: 41,
  StudentCode: '2022104455',
  StudentNameEn: 'Alia Hassan',
  StudentNameAr: 'عالية حسن',
  TermCode: '2026-FALL',
  AmountPiastres: 600_000,
  Currency: 'EGP',
  Channel: 'card',
  Reference: '123456789012',
  ProviderKey: 'paymob:991',
  PaidAt: '2026-11-21T10:00:00.000Z',
  RefundedPiastres: 100_000,
};

const emptyReport: ReconciliationReport = {
  From: '2026-11-01',
  To: '2026-11-30',
  Applied: [],
  NotApplied: [],
  PendingAtProvider: [],
  Refunds: [],
};

function tab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

describe('finance page', () => {
  it('lists invoices with student, amount, state and channel, and filters by state', async () => {
    const sent = stubPortal({ '/api/Finance/GetInvoices': ok(page([invoice])) });
    renderFinance(<FinancePage />);
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const cells = [...(within(table).getAllByRole('row')[1]?.querySelectorAll('td') ?? [])].map(
      (cell) => cell.textContent,
    );
    expect(cells.slice(0, 6)).toEqual([
      '2022104455 · Alia Hassan',
      '2026-FALL',
      'EGP\u00a012,500.50',
      '123456789012',
      'Open',
      'Card',
    ]);
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'paid' } });
    fireEvent.click(await findIonButton('Show'));
    await waitFor(() => {
      expect(sent.at(-1)?.query).toContain('Status=paid');
    });
  });

  it('says so when no invoice matches', async () => {
    stubPortal({ '/api/Finance/GetInvoices': ok(page([])) });
    renderFinance(<FinancePage />);
    expect(await screen.findByText('No invoices match these filters.')).toBeTruthy();
  });

  it('refunds a payment in pounds after a confirmation, with one idempotency key for the dialog', async () => {
    const sent = stubPortal({
      '/api/Finance/GetPayments': ok(page([payment])),
      '/api/Finance/GetInvoices': ok(page([])),
      '/api/Finance/RefundPayment': ok({
        RefundId: 3,
        PaymentId: 41,
        StudentCode: '2022104455',
        AmountPiastres: 150_050,
        Currency: 'EGP',
        Reason: 'Dropped a course',
        StaffEmail: 'finance@test.edu.eg',
        CreatedAt: '2026-11-22T10:00:00.000Z',
        RefundedPiastres: 250_050,
      }),
    });
    renderFinance(<FinancePage />);
    tab('Payments');
    fireEvent.click(await findIonButton('Refund'));
    const dialog = screen.getByRole('dialog', { name: 'Refund a payment' });
    expect(dialog.textContent).toContain('EGP\u00a05,000.00 can still be refunded');
    fireEvent.change(within(dialog).getByLabelText('Amount to refund (EGP)'), { target: { value: '6000' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'Dropped a course' } });
    fireEvent.click(within(dialog).getByText('Refund'));
    expect(within(dialog).getByRole('alert').textContent).toBe('At most EGP\u00a05,000.00 can be refunded.');
    fireEvent.change(within(dialog).getByLabelText('Amount to refund (EGP)'), {
      target: { value: '1500.50' },
    });
    fireEvent.click(within(dialog).getByText('Refund'));
    expect(sent.some((call) => call.path === '/api/Finance/RefundPayment')).toBe(false);
    fireEvent.click(await findIonButton('Refund EGP\u00a01,500.50'));
    await waitFor(() => {
      expect(document.querySelector('.finance-notice')?.textContent).toBe(
        'Refunded EGP\u00a01,500.50 to 2022104455.',
      );
    });
    expect(screen.queryByRole('dialog')).toBeNull();
    const refunds = sent.filter((call) => call.path === '/api/Finance/RefundPayment');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]?.body).toMatchObject({
      PaymentId: 41,
      AmountPiastres: 150_050,
      Reason: 'Dropped a course',
    });
    expect((refunds[0]?.body as { IdempotencyKey: string }).IdempotencyKey.length).toBeGreaterThanOrEqual(8);
  });

  it('shows the server’s refusal of a refund in the dialog', async () => {
    stubPortal({
      '/api/Finance/GetPayments': ok(page([payment])),
      '/api/Finance/GetInvoices': ok(page([])),
      '/api/Finance/RefundPayment': refusal(
        '409',
        'At most EGP 100.00 of this payment can still be refunded.',
      ),
    });
    renderFinance(<FinancePage />);
    tab('Payments');
    fireEvent.click(await findIonButton('Refund'));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Amount to refund (EGP)'), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText('Reason'), { target: { value: 'x' } });
    fireEvent.click(within(dialog).getByText('Refund'));
    fireEvent.click(await findIonButton('Refund EGP\u00a010.00'));
    expect(
      await within(dialog).findByText('At most EGP 100.00 of this payment can still be refunded.'),
    ).toBeTruthy();
  });

  it('asks for both dates before exporting CSV', async () => {
    const sent = stubPortal({
      '/api/Finance/GetPayments': ok(page([])),
      '/api/Finance/GetInvoices': ok(page([])),
    });
    renderFinance(<FinancePage />);
    tab('Payments');
    fireEvent.click(await findIonButton('Export CSV'));
    expect(await screen.findByText('Choose both dates to export.')).toBeTruthy();
    expect(sent.some((call) => call.path === '/api/Finance/ExportPayments')).toBe(false);
  });

  it('shows the reconciliation report’s empty sections', async () => {
    stubPortal({
      '/api/Finance/GetReconciliationReport': ok(emptyReport),
      '/api/Finance/GetInvoices': ok(page([])),
    });
    renderFinance(<FinancePage />);
    tab('Reconciliation');
    expect(await screen.findByText('Every provider notification of this period was applied.')).toBeTruthy();
    expect(screen.getByText('No invoice is waiting on a provider.')).toBeTruthy();
    expect(screen.getByText('No refunds were made in this period.')).toBeTruthy();
  });

  it('reads in Arabic, names in Arabic script', async () => {
    stubPortal({ '/api/Finance/GetInvoices': ok(page([invoice])) });
    renderFinance(<FinancePage />, { language: 'ar' });
    expect(await screen.findByRole('tab', { name: 'الفواتير' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'الفواتير' });
    expect(table.textContent).toContain('عالية حسن');
    expect(table.textContent).toContain('مفتوحة');
  });
});
