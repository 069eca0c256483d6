import { calls } from '@portal/contract/calls';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkout } from '../../lib/checkout';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, refusal, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import { CuriousInstallPage, DuphatInstallPage } from './installments-page';
import { cardAttempt, installmentInvoice, onThreeParts, paidInFull, plansToChoose } from './test/fixtures';

const { international, billing } = calls;
const CONFIGURATION = international.getConfiguration.path;
const PLANS = international.getInstallmentPlans.path;
const PLANS_CURIOUS = international.getInstallmentPlansCurious.path;
const PAY = international.getPaymentInstallment.path;
const PAY_CURIOUS = international.getPaymentInstallmentCurious.path;
const INVOICE = billing.getInvoicePaymentRequest.path;
const START_PAYMENT = billing.insertStudentInvoiceTransaction.path;
const CHANNELS = billing.checkForFacultyCashDepositLink.path;

const payable = ok({ ApplicationId: 7, ProgramId: 3 });
const to = (path: string) => (call: SentCall) => call.path === path;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('installment page', () => {
  it('says what to do first when no application is payable, with a link to the program page', async () => {
    const sent = stubPortal({ [CONFIGURATION]: ok(null) });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    expect(await screen.findByText('You have nothing to pay here yet.')).toBeTruthy();
    expect(screen.getByText(/Apply to DUPHAT and have your place accepted first/)).toBeTruthy();
    expect(screen.getByText('Go to the DUPHAT page').closest('a')?.getAttribute('href')).toBe('#/duphat');
    expect(sent.find(to(CONFIGURATION))?.body).toEqual({ PageName: 'duphat' });
    expect(sent.some(to(PLANS))).toBe(false);
  });

  it('shows the fee and each plan with its installments to choose from', async () => {
    const sent = stubPortal({ [CONFIGURATION]: payable, [PLANS]: ok(plansToChoose) });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    expect(await screen.findByText('Choose how to pay')).toBeTruthy();
    expect(screen.getByLabelText('The fee and what is paid').textContent).toContain('FeeEGP\u00a030,000.00');
    const threeParts = screen.getByRole('table', { name: 'Installments of Three installments' });
    expect(threeParts.querySelectorAll('tbody tr')).toHaveLength(3);
    expect(threeParts.textContent).toContain('EGP\u00a010,000.00');
    expect(threeParts.textContent).toContain('Feb 1, 2027');
    expect(screen.getByRole('table', { name: 'Installments of Pay in full' })).toBeTruthy();
    expect(sent.find(to(PLANS))?.query).toBe('?ApplicationId=7');
  });

  it('asks to confirm a plan, then opens installment 1’s invoice and pays it as any invoice', async () => {
    const open = vi.spyOn(checkout, 'open').mockImplementation(() => undefined);
    const sent = stubPortal({
      [CONFIGURATION]: payable,
      [PLANS]: ok(plansToChoose),
      [PAY]: ok(installmentInvoice),
      [INVOICE]: ok(installmentInvoice),
      [CHANNELS]: ok({ Channels: ['card', 'outlet'] }),
      [START_PAYMENT]: ok(cardAttempt),
    });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    await screen.findByText('Choose how to pay');
    const threeParts = document.querySelector('[data-plan="three-parts"]');
    fireEvent.click(threeParts?.querySelector('ion-button') as HTMLElement);
    expect(screen.getByRole('group', { name: 'Confirm your plan' }).textContent).toContain(
      'You will pay EGP\u00a030,000.00 in 3 installments, the last by Feb 1, 2027.',
    );
    expect(screen.getByText('Once you pay the first installment, this plan cannot be changed.')).toBeTruthy();
    // Nothing is chosen until the student confirms.
    expect(sent.some(to(PAY))).toBe(false);

    fireEvent.click(await findIonButton('Confirm and pay installment 1'));
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(sent.filter(to(PAY)).map((call) => call.body)).toEqual([
      { ApplicationId: 7, PlanCode: 'three-parts', Sequence: 1 },
    ]);
    expect(screen.getByText('202611200417')).toBeTruthy();

    fireEvent.click(await findIonButton('Pay by card'));
    await waitFor(() => {
      expect(open).toHaveBeenCalledWith(cardAttempt.CheckoutUrl);
    });
    expect(sent.find(to(START_PAYMENT))?.body).toEqual({ PaymentInvoiceRequestId: 88, Channel: 'card' });
  });

  it('lists the chosen plan’s installments, paid and overdue said in words, with Pay on each one unpaid', async () => {
    const sent = stubPortal({
      [CONFIGURATION]: payable,
      [PLANS]: ok(onThreeParts),
      [PAY]: ok(installmentInvoice),
      [INVOICE]: ok(installmentInvoice),
      [CHANNELS]: ok({ Channels: ['card'] }),
    });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    expect(await screen.findByText('Your installments')).toBeTruthy();
    expect(screen.getByText('Your plan: Three installments.')).toBeTruthy();
    const rows = [...document.querySelectorAll('.installments-row')];
    expect(rows.map((row) => row.querySelector('.installments-chip')?.textContent)).toEqual([
      'Paid',
      'Overdue',
      'Upcoming',
    ]);
    expect(rows[1]?.textContent).toContain('Overdue: it was due by Nov 20, 2026. Please pay it now.');
    expect(rows.map((row) => row.querySelectorAll('ion-button').length)).toEqual([0, 1, 1]);
    const figures = screen.getByLabelText('The fee and what is paid').textContent;
    expect(figures).toContain('PaidEGP\u00a010,000.00');
    expect(figures).toContain('Still to payEGP\u00a020,000.00');
    expect(screen.queryByText('Choose how to pay')).toBeNull();

    fireEvent.click(await findIonButton('Pay installment 2'));
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(sent.find(to(PAY))?.body).toEqual({ ApplicationId: 7, PlanCode: 'three-parts', Sequence: 2 });
  });

  it('says when everything is paid, with nothing left to pay', async () => {
    stubPortal({ [CONFIGURATION]: payable, [PLANS]: ok(paidInFull) });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    expect(await screen.findByText('Everything is paid. Thank you.')).toBeTruthy();
    expect(document.querySelectorAll('.installments-row ion-button')).toHaveLength(0);
  });

  it('shows the server’s refusal and opens no invoice', async () => {
    const sent = stubPortal({
      [CONFIGURATION]: payable,
      [PLANS]: ok(onThreeParts),
      [PAY]: refusal('409', 'This installment is already paid.'),
    });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    fireEvent.click(await findIonButton('Pay installment 2'));
    expect((await screen.findByRole('alert')).textContent).toBe('This installment is already paid.');
    expect(screen.queryByText('Pay by card')).toBeNull();
    expect(sent.some(to(INVOICE))).toBe(false);
  });

  it('offers Retry when the page could not be loaded, and loads on Retry', async () => {
    let fail = true;
    stubPortal({
      [CONFIGURATION]: () => (fail ? { status: 500, envelope: {} } : payable),
      [PLANS]: ok(plansToChoose),
    });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install' });
    expect(await screen.findByText('Your installments could not be loaded.')).toBeTruthy();
    fail = false;
    fireEvent.click(await findIonButton('Try again'));
    expect(await screen.findByText('Choose how to pay')).toBeTruthy();
  });

  it('asks through the conference’s own calls on curious-install', async () => {
    const sent = stubPortal({
      [CONFIGURATION]: payable,
      [PLANS_CURIOUS]: ok(onThreeParts),
      [PAY_CURIOUS]: ok(installmentInvoice),
      [INVOICE]: ok(installmentInvoice),
      [CHANNELS]: ok({ Channels: ['card'] }),
    });
    renderPage(<CuriousInstallPage />, { at: '/curious-install' });
    expect(await screen.findByRole('heading', { name: 'CURIOUS Installments' })).toBeTruthy();
    fireEvent.click(await findIonButton('Pay installment 2'));
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(sent.find(to(CONFIGURATION))?.body).toEqual({ PageName: 'curious' });
    expect(sent.find(to(PAY_CURIOUS))?.body).toEqual({
      ApplicationId: 7,
      PlanCode: 'three-parts',
      Sequence: 2,
    });
    expect(sent.some((call) => call.path === PLANS || call.path === PAY)).toBe(false);
  });

  it('reads the plans again once the invoice the student came back for is paid', async () => {
    let plansAsked = 0;
    stubPortal({
      [CONFIGURATION]: payable,
      [PLANS]: () => {
        plansAsked += 1;
        return ok(onThreeParts);
      },
      // Open until the page has shown the plan; the provider's confirmation lands at the next poll.
      [INVOICE]: () =>
        ok(
          plansAsked === 0
            ? installmentInvoice
            : { ...installmentInvoice, Status: 'paid', PaidAt: '2026-11-30T10:05:00.000Z' },
        ),
    });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install?invoice=88' });
    await screen.findByText('Your installments');
    expect(plansAsked).toBe(1);
    await waitFor(
      () => {
        expect(plansAsked).toBe(2);
      },
      { timeout: 6_000 },
    );
    expect(document.querySelector('.billing-paid')?.textContent).toContain('Paid on');
  });

  it('speaks Arabic: the plans, the money and the empty state', async () => {
    stubPortal({ [CONFIGURATION]: payable, [PLANS]: ok(plansToChoose) });
    renderPage(<DuphatInstallPage />, { at: '/duphat-install', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'اختر طريقة الدفع' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'أقساط DUPHAT' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'أقساط ثلاثة أقساط' }).textContent).toContain(
      '10,000.00\u00a0ج.م.',
    );
    cleanup();

    stubPortal({ [CONFIGURATION]: ok(null) });
    renderPage(<CuriousInstallPage />, { at: '/curious-install', language: 'ar' });
    expect(await screen.findByText('لا يوجد ما تدفعه هنا بعد.')).toBeTruthy();
    expect(screen.getByText('اذهب إلى صفحة CURIOUS').closest('a')?.getAttribute('href')).toBe('#/curious');
  });
});
