import { readFile } from 'node:fs/promises';
import { getStudentStatementResponse } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf-text';
import { expectAccessible, menuReady, saveScreenshot, shownPage, signInAsStudent } from './support/portal';
import { findStudent } from './support/student-api';

/**
 * A demo student who owes for a term, claimed under 'term-fees': every walk that moves a student's fees
 * (card, bank deposit, statement import, installments, bus, military) claims under that one purpose, so no
 * two walks of a run, on the phone or the desktop, change the same account.
 */
async function owingStudent(request: Parameters<typeof findStudent>[0], claim: string) {
  return findStudent(
    request,
    async (api) => {
      const statement = await api.get(getStudentStatementResponse, '/api/Billing/GetStudentStatement');
      const term = statement.Terms.find((candidate) => candidate.BalancePiastres > 0);
      return term ? { term, statement } : undefined;
    },
    { claim },
  );
}

test.describe('faculty fees (spec §2 route faculty-cash-deposit)', () => {
  test('a student sees what they owe and why, pays by card through the demo gateway and sees it paid', async ({
    page,
    request,
  }, testInfo) => {
    const found = await owingStudent(request, 'term-fees');
    const { term } = found.record;
    await signInAsStudent(page, found.email);
    await menuReady(page);
    await page.goto('/#/faculty-cash-deposit');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Faculty Cash Deposit' })).toBeVisible();
    const termSection = body.locator(`[data-term="${term.TermCode}"]`);
    await expect(termSection.getByRole('table', { name: new RegExp(`Charges of`) })).toBeVisible();
    await expect(termSection.getByText('Tuition').first()).toBeVisible();
    await saveScreenshot(page, `faculty-cash-deposit-${testInfo.project.name}`);
    await expectAccessible(page);

    await termSection.getByRole('button', { name: /^Pay .* for / }).click();
    const panel = body.locator('.billing-payment');
    await expect(panel.getByText(/^\d{12}$/)).toBeVisible();
    await panel.getByRole('button', { name: 'Pay by card' }).click();

    // The demo provider's hosted checkout, then back to the portal, which waits for the provider's word.
    await expect(page).toHaveURL(/\/demo-gateway\/paymob\/unifiedcheckout\//);
    await page.getByRole('button', { name: /^Pay/ }).click();
    await expect(page).toHaveURL(/#\/faculty-cash-deposit\?invoice=\d+/);
    await expect(
      shownPage(page).locator('.billing-payment').getByText('Paid', { exact: true }),
    ).toBeVisible();
    await expect(
      shownPage(page).locator(`[data-term="${term.TermCode}"]`).getByText('Card').first(),
    ).toBeVisible();
    await saveScreenshot(page, `faculty-cash-deposit-paid-${testInfo.project.name}`);

    // The printable statement shows the same payment.
    const [statementFile] = await Promise.all([
      page.waitForEvent('download'),
      shownPage(page).getByRole('button', { name: 'Statement (PDF)' }).click(),
    ]);
    expect(statementFile.suggestedFilename()).toBe('Statement.pdf');
    const { text } = await pdfText(await readFile(await statementFile.path()));
    expect(text).toContain(`${term.NameEn} (${term.TermCode})`);
    expect(text).toContain('Card');

    // The payment's own receipt.
    const [receiptFile] = await Promise.all([
      page.waitForEvent('download'),
      shownPage(page)
        .locator(`[data-term="${term.TermCode}"]`)
        .getByRole('button', { name: /^Receipt \(PDF\) of the payment of / })
        .first()
        .click(),
    ]);
    const receipt = await pdfText(await readFile(await receiptFile.path()));
    expect(receipt.text).toContain('Payment Receipt');
    expect(receipt.text).toMatch(/Channel:\s*Card/);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.goto('/#/faculty-cash-deposit');
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'سداد رسوم الكلية' })).toBeVisible();
    await expect(arabic.locator(`[data-term="${term.TermCode}"]`).getByText('مدفوع بالكامل')).toBeVisible();
    await expect(arabic.locator(`[data-term="${term.TermCode}"]`).getByText('بطاقة').first()).toBeVisible();
    await saveScreenshot(page, `faculty-cash-deposit-${testInfo.project.name}-ar`);
    await expectAccessible(page);
  });
});
