import { readFile } from 'node:fs/promises';
import { getStudentStatementResponse } from '@portal/contract';
import { expect, test } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf-text';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInAsStudent,
} from './support/portal';
import { findStudent } from './support/student-api';

test.describe('faculty fees by cash deposit at a bank (spec §2 route faculty-cash-deposit)', () => {
  test('a student reads and accepts the bank notice, downloads the slip and waits for the bank', async ({
    page,
    request,
  }, testInfo) => {
    const found = await findStudent(
      request,
      async (api) => {
        const statement = await api.get(getStudentStatementResponse, '/api/Billing/GetStudentStatement');
        return statement.Terms.find((term) => term.BalancePiastres > 0);
      },
      { claim: 'term-fees' },
    );
    const term = found.record;
    await signInAsStudent(page, found.email);
    await menuReady(page);
    await page.goto('/#/faculty-cash-deposit');
    const body = shownPage(page);
    await body
      .locator(`[data-term="${term.TermCode}"]`)
      .getByRole('button', { name: /^Pay .* for / })
      .click();
    const panel = body.locator('.billing-payment');
    const reference = (await panel.getByText(/^\d{12}$/).textContent()) ?? '';
    await panel.getByRole('button', { name: 'Deposit cash at a bank' }).click();
    await panel.getByLabel('Bank', { exact: true }).selectOption({ label: 'National Bank of Egypt' });
    const notice = panel.locator('.billing-bank__notice > p[dir="auto"]');
    await expect(notice).toContainText('in cash at any branch of National Bank of Egypt');
    await expect(notice).toContainText(reference);
    await panel.getByRole('checkbox').check();
    await panel.getByRole('button', { name: 'Accept and continue' }).click();
    await expect(panel.getByText("Waiting for the bank's confirmation")).toBeVisible();
    await panel.locator('.billing-bank').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `bank-deposit-${testInfo.project.name}`);
    await expectAccessible(page);

    const [slip] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download deposit slip' }).click(),
    ]);
    expect(slip.suggestedFilename()).toBe(`Deposit-slip-${reference}.pdf`);
    const { text } = await pdfText(await readFile(await slip.path()));
    expect(text).toContain(reference.replace(/(\d{4})(?=\d)/g, '$1 '));
    expect(text).toContain('National Bank of Egypt');

    // Switched to Arabic in the menu, the same panel reads in Arabic, still waiting for the bank.
    await openMenu(page);
    await page.getByRole('button', { name: 'العربية' }).click();
    await closeMenu(page);
    const arabicPanel = shownPage(page).locator('.billing-payment');
    await expect(arabicPanel.getByText('في انتظار تأكيد البنك')).toBeVisible();
    await expect(arabicPanel.getByRole('button', { name: 'تنزيل قسيمة الإيداع' })).toBeVisible();
    await arabicPanel.locator('.billing-bank').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `bank-deposit-${testInfo.project.name}-ar`);
    await expectAccessible(page);
  });
});
