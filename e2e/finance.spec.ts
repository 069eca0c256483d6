import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInAsStaff,
} from './support/portal';

/** The demo's finance officer (apps/server/src/demo/staff.ts). */
const FINANCE = 'finance@ndu.edu.eg';

const isoDay = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * The finance officer opens the finance page from the menu, reads the invoices, refunds one pound of a
 * payment (the dialog asks first, then the payments list shows it refunded), and exports the payments of
 * the period as CSV.
 */
test('finance sees invoices, refunds a payment and exports CSV', async ({ page }, testInfo) => {
  const name = testInfo.project.name;
  await signInAsStaff(page, FINANCE);
  await menuReady(page);
  await openMenu(page);
  await page.locator('#portalMenu').getByText('Finance', { exact: true }).click();
  await closeMenu(page);
  const view = shownPage(page);
  await expect(view.getByRole('heading', { level: 1, name: 'Finance' })).toBeVisible();
  await expect(view.getByRole('tab', { name: 'Invoices' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    view.getByRole('table', { name: 'Invoices' }).or(view.getByText('No invoices match')),
  ).toBeVisible();
  await saveScreenshot(page, `finance-invoices-${name}`);
  await expectAccessible(page);

  await view.getByRole('tab', { name: 'Payments' }).click();
  const payments = view.getByRole('table', { name: 'Payments' });
  await expect(payments).toBeVisible();
  await payments.locator('ion-button', { hasText: 'Refund' }).first().click();
  const dialog = view.getByRole('dialog', { name: 'Refund a payment' });
  await dialog.getByLabel('Amount to refund (EGP)').fill('1');
  await dialog.getByLabel('Reason').fill(`Playwright ${name}: duplicate bank charge`);
  await dialog.locator('ion-button', { hasText: /^Refund$/ }).click();
  await dialog.locator('ion-button', { hasText: 'Refund EGP' }).click();
  await expect(view.locator('.finance-notice')).toContainText('Refunded EGP 1.00 to');
  await expect(
    payments.locator('td[data-label="Refunded"]').filter({ hasText: 'EGP' }).first(),
  ).toBeVisible();
  await saveScreenshot(page, `finance-payments-${name}`);

  await view.getByLabel('From', { exact: true }).fill(isoDay(300));
  await view.getByLabel('To', { exact: true }).fill(isoDay(0));
  const downloading = page.waitForEvent('download');
  await view.locator('ion-button', { hasText: 'Export CSV' }).click();
  const download = await downloading;
  const csv = readFileSync(await download.path(), 'utf8');
  expect(csv.split('\r\n')[0]).toBe(
    'payment_id,paid_at,student_code,student_name,term,channel,reference,provider_key,amount_egp,refunded_egp,currency',
  );
  expect(csv).toMatch(/\r\n\d+,/);

  if (name === 'desktop') {
    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('tab', { name: 'الفواتير' })).toBeVisible();
    await arabic.getByRole('tab', { name: 'التسوية' }).click();
    await expect(arabic.getByRole('heading', { name: 'المدفوعات المسجلة' })).toBeVisible();
    await saveScreenshot(page, 'finance-reconciliation-desktop-ar');
    await expectAccessible(page);
  }
});
