import { expect, test } from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  REGISTRAR,
  saveScreenshot,
  shownPage,
  signInAsStaff,
} from './support/portal';

/**
 * The registrar opens Military Records from the menu, finds the students who must take military
 * education, and records one who is due as registered for the course (the dialog asks first); then reads
 * the page in Arabic.
 */
test('the registrar records a student registered for military education', async ({ page }, testInfo) => {
  const name = testInfo.project.name;
  await signInAsStaff(page, REGISTRAR);
  await menuReady(page);
  await openMenu(page);
  await page.locator('#portalMenu').getByText('Military Records', { exact: true }).click();
  await closeMenu(page);
  const view = shownPage(page);
  await expect(view.getByRole('heading', { level: 1, name: 'Military Records' })).toBeVisible();
  await view.getByLabel(/^Status/).selectOption({ label: 'Due' });
  await view.locator('ion-button', { hasText: 'Search' }).click();
  const table = view.getByRole('table', { name: 'Students who must take military education' });
  await expect(table).toBeVisible();
  await saveScreenshot(page, `military-records-${name}`);
  await expectAccessible(page);

  // The phone and desktop runs go in parallel: each takes a different row of the students still due.
  const row = table.locator('tbody tr').nth(name === 'phone' ? 1 : 0);
  const code = (await row.locator('td').first().textContent())?.match(/\d{4}-\d{5}/)?.[0] ?? '';
  await row.locator('ion-button', { hasText: 'Change status' }).click();
  const dialog = view.getByRole('dialog', { name: `Change the military status of ${code}` });
  await dialog.getByLabel('New status').selectOption({ label: 'Registered' });
  await dialog.locator('ion-button', { hasText: 'Continue' }).click();
  await dialog.locator('ion-button', { hasText: 'Confirm: record Registered' }).click();
  await expect(view.getByText(`${code} is now recorded as Registered.`)).toBeVisible();

  await openMenu(page);
  await page.getByRole('button', { name: 'العربية' }).click();
  await closeMenu(page);
  await expect(
    shownPage(page).getByRole('heading', { level: 1, name: 'سجلات التربية العسكرية' }),
  ).toBeVisible();
  await saveScreenshot(page, `military-records-${name}-ar`);
  await expectAccessible(page);
});
