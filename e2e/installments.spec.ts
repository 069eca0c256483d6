import {
  advisingValidation,
  getInstallmentPlansResponse,
  getStudentStatementResponse,
} from '@portal/contract';
import { expect, test } from '@playwright/test';
import { expectAccessible, menuReady, saveScreenshot, shownPage, signInAsStudent } from './support/portal';
import { findStudent, readStudent } from './support/student-api';

const plansOf = (termId: number) => `/api/Billing/GetInstallmentPlans?TermId=${String(termId)}`;

test.describe('installment plans (spec §2 route faculty-cash-deposit)', () => {
  test('a student chooses a plan, its overdue installment holds registration, and paying it lifts the hold', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    // A student who owes this term, may choose the demo's halves plan (its first half already past due),
    // and is not on a plan yet; claimed, since choosing changes the record.
    const found = await findStudent(
      request,
      async (api) => {
        const statement = await api.get(getStudentStatementResponse, '/api/Billing/GetStudentStatement');
        const term = statement.Terms[0];
        if (!term || term.BalancePiastres <= 0) return undefined;
        const plans = await api.get(getInstallmentPlansResponse, plansOf(term.TermId));
        const halves = plans?.Plans.find((plan) => plan.Code === 'HALVES' && plan.Eligible);
        return plans?.Chosen === null && halves ? { term, halves } : undefined;
      },
      { claim: 'term-fees' },
    );
    const { term, halves } = found.record;
    const holds = async () =>
      (
        await readStudent(request, found.email, (api) =>
          api.get(advisingValidation, '/api/AdvisingValidator/Check?kind=advising'),
        )
      )?.Holds.map((hold) => hold.Code);

    await signInAsStudent(page, found.email);
    await menuReady(page);
    await page.goto('/#/faculty-cash-deposit');
    const body = shownPage(page);
    const section = body.locator('.billing-installments');
    await expect(section.getByRole('heading', { name: `Pay ${term.NameEn} in installments` })).toBeVisible();
    await expect(section.getByRole('table', { name: `Installments of ${halves.NameEn}` })).toBeVisible();
    await saveScreenshot(page, `installments-plans-${testInfo.project.name}`);
    await expectAccessible(page);

    await section.getByRole('button', { name: `Choose ${halves.NameEn}` }).click();
    await section.getByRole('button', { name: 'Confirm plan' }).click();
    const first = section.locator('.billing-installment').first();
    await expect(first.getByText('Overdue')).toBeVisible();
    await expect(
      section.locator('.billing-installment').nth(1).getByText('Due', { exact: true }),
    ).toBeVisible();
    await saveScreenshot(page, `installments-chosen-${testInfo.project.name}`);
    expect(await holds()).toContain('unpaid_balance');

    // The overdue installment, paid through its own invoice at the demo gateway.
    await first.getByRole('button', { name: /^Pay .* for installment 1$/ }).click();
    const panel = body.locator('.billing-payment');
    await expect(panel.getByText(/^\d{12}$/)).toBeVisible();
    await panel.getByRole('button', { name: 'Pay by card' }).click();
    await expect(page).toHaveURL(/\/demo-gateway\/paymob\/unifiedcheckout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/#\/faculty-cash-deposit\?invoice=\d+/);
    await expect(
      shownPage(page).locator('.billing-payment').getByText('Paid', { exact: true }),
    ).toBeVisible();
    expect(await holds()).not.toContain('unpaid_balance');
    await page.reload();
    await menuReady(page);
    const paid = shownPage(page).locator('.billing-installments .billing-installment').first();
    await expect(paid.getByText('Paid', { exact: true })).toBeVisible();
    await saveScreenshot(page, `installments-paid-${testInfo.project.name}`);
  });
});
