import type { PaymentInvoice, ProgramInstallments } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findIonButton, renderPage } from '../../lib/page-render-testing';
import { ok, stubPortal, type SentCall } from '../../lib/portal-stub-testing';
import { ProgramPageBody } from './program-page';
import { detail, passport, transcript } from './test/fixtures';

const { international, billing } = calls;
const PROGRAMS = international.getFacultyIntroText.path;
const APPLICATION = international.getStudentProgram.path;
const DOCUMENTS = international.getDocuments.path;
const CONFIGURATION = international.getConfiguration.path;
const PLANS = international.getInstallmentPlans.path;
const PLANS_CURIOUS = international.getInstallmentPlansCurious.path;
const PAY = international.getPaymentInstallment.path;
const INVOICE = billing.getInvoicePaymentRequest.path;
const CHANNELS = billing.checkForFacultyCashDepositLink.path;
const to = (path: string) => (call: SentCall) => call.path === path;

/** A semester exchange on the international page, its place accepted: its fee is the next step. */
const exchange = detail({
  PageName: 'international',
  TitleEn: 'Semester exchange in Milan',
  TitleAr: 'تبادل لفصل دراسي في ميلانو',
  State: 'offer-accepted',
  NextStep: 'pay',
  StudentActions: ['withdraw'],
  Version: 7,
});

/** Its fee of EGP 25,000 by a plan of two installments, none chosen yet. */
const twoInstallments: ProgramInstallments = {
  ApplicationId: 31,
  FeePiastres: 2_500_000,
  Currency: 'EGP',
  Plans: [
    {
      Code: 'two',
      NameEn: 'Two installments',
      NameAr: 'قسطان',
      Installments: [
        { Sequence: 1, AmountPiastres: 1_250_000, DueDate: '2026-12-15' },
        { Sequence: 2, AmountPiastres: 1_250_000, DueDate: '2027-03-01' },
      ],
    },
  ],
  ChosenPlanCode: null,
  Installments: [],
  PaidPiastres: 0,
};

/** The plan chosen, nothing paid yet. */
const onTwo: ProgramInstallments = {
  ...twoInstallments,
  ChosenPlanCode: 'two',
  Installments: [
    { Sequence: 1, AmountPiastres: 1_250_000, Currency: 'EGP', DueDate: '2026-12-15', State: 'due' },
    { Sequence: 2, AmountPiastres: 1_250_000, Currency: 'EGP', DueDate: '2027-03-01', State: 'upcoming' },
  ],
};

const firstInvoice: PaymentInvoice = {
  PaymentInvoiceRequestId: 88,
  TermId: 61,
  AmountPiastres: 1_250_000,
  Currency: 'EGP',
  Reference: '202611200417',
  Status: 'open',
  ExpiresAt: '2026-12-03T20:00:00.000Z',
  CreatedAt: '2026-11-30T10:00:00.000Z',
  PaidAt: null,
  ProviderStatus: null,
};

const application = {
  [PROGRAMS]: ok([]),
  [APPLICATION]: ok(exchange),
  [DOCUMENTS]: ok([transcript, passport]),
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('program page: paying a fee without an installment page', () => {
  it('shows the plans of a payable exchange, asks to confirm one, then opens installment 1’s invoice', async () => {
    const sent = stubPortal({
      ...application,
      [PLANS]: ok(twoInstallments),
      [PAY]: ok(firstInvoice),
      [INVOICE]: ok(firstInvoice),
      [CHANNELS]: ok({ Channels: ['card', 'outlet'] }),
    });
    renderPage(<ProgramPageBody page="international" />, { at: '/international?application=31' });
    expect(await screen.findByRole('heading', { name: "The program's fee" })).toBeTruthy();
    expect(await screen.findByText('Choose how to pay')).toBeTruthy();
    const plan = screen.getByRole('table', { name: 'Installments of Two installments' });
    expect(plan.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(plan.textContent).toContain('EGP\u00a012,500.00');
    expect(plan.textContent).toContain('Mar 1, 2027');
    expect(sent.find(to(PLANS))?.query).toBe('?ApplicationId=31');
    // Paid here: no link to an installment page, and no word of the office explaining elsewhere.
    expect(screen.queryByText(/will tell you how to pay/)).toBeNull();
    expect([...document.querySelectorAll('ion-button')].map((button) => button.textContent)).not.toContain(
      'Pay the fee',
    );

    fireEvent.click(await findIonButton('Choose this plan'));
    expect(screen.getByRole('group', { name: 'Confirm your plan' }).textContent).toContain(
      'You will pay EGP\u00a025,000.00 in 2 installments, the last by Mar 1, 2027.',
    );
    expect(sent.some(to(PAY))).toBe(false);

    fireEvent.click(await findIonButton('Confirm and pay installment 1'));
    expect(await findIonButton('Pay by card')).toBeTruthy();
    expect(screen.getByText('202611200417')).toBeTruthy();
    expect(sent.filter(to(PAY)).map((call) => call.body)).toEqual([
      { ApplicationId: 31, PlanCode: 'two', Sequence: 1 },
    ]);
    expect(sent.some(to(PLANS_CURIOUS))).toBe(false);
  });

  it('shows no fee while the fee is not the next step', async () => {
    const sent = stubPortal({
      ...application,
      [APPLICATION]: ok({ ...exchange, State: 'allocated', NextStep: 'answer-offer' }),
    });
    renderPage(<ProgramPageBody page="international" />, { at: '/international?application=31' });
    expect(await screen.findByText('Seat offered')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: "The program's fee" })).toBeNull();
    expect(sent.some(to(PLANS))).toBe(false);
  });

  it('back from the provider, opens the page’s payable application with the invoice until it is paid', async () => {
    let plansAsked = 0;
    const sent = stubPortal({
      ...application,
      [CONFIGURATION]: ok({ ApplicationId: 31, ProgramId: 7 }),
      [PLANS]: () => {
        plansAsked += 1;
        return ok(onTwo);
      },
      // Open until the page has shown the plan; the provider's confirmation lands at the next poll.
      [INVOICE]: () =>
        ok(
          plansAsked === 0
            ? firstInvoice
            : { ...firstInvoice, Status: 'paid', PaidAt: '2026-11-30T10:05:00.000Z' },
        ),
    });
    renderPage(<ProgramPageBody page="international" />, { at: '/international?invoice=88' });
    expect(await screen.findByRole('heading', { name: 'Semester exchange in Milan' })).toBeTruthy();
    expect(await screen.findByText('Your installments')).toBeTruthy();
    expect(screen.getByText('202611200417')).toBeTruthy();
    expect(sent.find(to(CONFIGURATION))?.body).toEqual({ PageName: 'international' });
    expect(sent.find(to(APPLICATION))?.query).toBe('?ApplicationId=31');
    expect(sent.find(to(INVOICE))?.query).toContain('88');
    await waitFor(
      () => {
        expect(plansAsked).toBe(2);
      },
      { timeout: 6_000 },
    );
    expect(document.querySelector('.billing-paid')?.textContent).toContain('Paid on');
  });

  it('back from the provider with no payable application left, still shows the invoice', async () => {
    const sent = stubPortal({
      [PROGRAMS]: ok([]),
      [CONFIGURATION]: ok(null),
      [INVOICE]: ok(firstInvoice),
    });
    renderPage(<ProgramPageBody page="opet" />, { at: '/opet?invoice=88' });
    expect(await screen.findByText('202611200417')).toBeTruthy();
    expect(await findIonButton('Back to the programs')).toBeTruthy();
    expect(sent.find(to(CONFIGURATION))?.body).toEqual({ PageName: 'opet' });
    expect(sent.some(to(APPLICATION))).toBe(false);
  });

  it('speaks Arabic: the fee, the plan and the returned invoice', async () => {
    stubPortal({ ...application, [PLANS]: ok(twoInstallments) });
    renderPage(<ProgramPageBody page="international" />, {
      at: '/international?application=31',
      language: 'ar',
    });
    expect(await screen.findByRole('heading', { name: 'رسوم البرنامج' })).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'اختر طريقة الدفع' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'أقساط قسطان' }).textContent).toContain('12,500.00\u00a0ج.م.');
    cleanup();

    stubPortal({
      ...application,
      [CONFIGURATION]: ok({ ApplicationId: 31, ProgramId: 7 }),
      [PLANS]: ok(onTwo),
      [INVOICE]: ok(firstInvoice),
    });
    renderPage(<ProgramPageBody page="international" />, { at: '/international?invoice=88', language: 'ar' });
    expect(await screen.findByRole('heading', { name: 'أقساطك' })).toBeTruthy();
    expect(screen.getByText('202611200417')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'تبادل لفصل دراسي في ميلانو' })).toBeTruthy();
  });
});
