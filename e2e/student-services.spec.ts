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

/** The demo's student-services clerk (apps/server/src/demo/staff.ts). */
const CLERK = 'student-services@ndu.edu.eg';

/**
 * The student-services clerk opens the back office from the menu, reads the student-affairs queue, opens
 * the first request (if the demo has one there) in its side panel, and reads the page once in Arabic.
 */
test('the student-services office reads its queue and opens a request', async ({ page }, testInfo) => {
  const name = testInfo.project.name;
  await signInAsStaff(page, CLERK);
  await menuReady(page);
  await openMenu(page);
  await page.locator('#portalMenu').getByText('Student Services', { exact: true }).click();
  await closeMenu(page);
  const view = shownPage(page);
  await expect(view.getByRole('heading', { level: 1, name: 'Student Services' })).toBeVisible();
  await expect(view.getByRole('tab', { name: 'Student affairs' })).toHaveAttribute('aria-selected', 'true');
  const table = view.getByRole('table', { name: 'Student affairs' });
  await expect(table.or(view.getByText('No requests match'))).toBeVisible();
  await saveScreenshot(page, `student-services-queue-${name}`);
  await expectAccessible(page);

  if (await table.isVisible()) {
    await table.locator('ion-button', { hasText: 'Open' }).first().click();
    const panel = page.getByRole('dialog', { name: /Request SR-/ });
    await expect(panel.getByRole('heading', { name: 'Action log' })).toBeVisible();
    await saveScreenshot(page, `student-services-request-${name}`);
    // The panel's own close button, first in its bar (an office move may also be called Close).
    await panel.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(panel).toBeHidden();
  }

  await view.getByRole('tab', { name: 'Request types' }).click();
  await expect(view.getByRole('table', { name: 'Request types' })).toBeVisible();
  await saveScreenshot(page, `student-services-types-${name}`);

  await page.evaluate(() => {
    localStorage.setItem('portal.language', 'ar');
  });
  await page.reload();
  await menuReady(page);
  const arabic = shownPage(page);
  await expect(arabic.getByRole('heading', { level: 1, name: 'شؤون الطلاب' })).toBeVisible();
  await saveScreenshot(page, `student-services-queue-${name}-ar`);
});
