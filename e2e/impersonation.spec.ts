import { expect, test } from '@playwright/test';
import { AUDITOR, REGISTRAR, saveScreenshot, signInAsStaff, studentsWithStatus } from './support/portal';

test.describe('staff acting as a student', () => {
  test('a registrar acts as a student with a reason, stops, and the auditor sees it', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    // Each project takes a different student, so the two runs do not share a search.
    const student = students[testInfo.project.name === 'phone' ? 1 : 0];
    if (!student) throw new Error('not enough active demo students');

    await signInAsStaff(page, REGISTRAR);
    await expect(page).toHaveURL(/#\/impersonate$/);
    await page.getByLabel('Find a student').fill(student.Code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.locator('.student-card', { hasText: student.Code });
    await expect(card).toBeVisible();
    await saveScreenshot(page, `impersonate-${testInfo.project.name}`);

    await card.getByRole('button', { name: 'Act as' }).click();
    await card.getByLabel('Reason (ticket number or text)').fill('TICKET-4711 e2e check');
    await card.getByRole('button', { name: /Start acting as/ }).click();

    await expect(page).toHaveURL(/#\/home$/);
    const bar = page.locator('.acting-as-bar');
    await expect(bar).toContainText(`Acting as ${student.NameEn} (${student.Code})`);
    await page.reload();
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(page).toHaveURL(/#\/impersonate$/);
    await expect(bar).toHaveCount(0);
    // Ionic keeps visited pages in the DOM; only the shown one counts.
    await expect(page.locator('.page-user:visible').last()).toHaveText('registrar');

    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(/#\/login$/);
    await signInAsStaff(page, AUDITOR);
    // Through the menu, where the auditor's role shows the Portal Logger item; first let the page
    // transition from login to home finish (Ionic ignores a navigation in the middle of one).
    await expect(page.locator('.page-user:visible').last()).toHaveText('auditor');
    await expect(page.getByRole('heading', { level: 1 }).filter({ visible: true })).toBeVisible();
    // Retried: a click that lands while the menu re-renders for the new session can be lost (see report).
    const loggerItem = page.locator('#portalMenu ion-item', { hasText: 'Portal Logger' });
    await expect(async () => {
      if (!(await loggerItem.isVisible())) await page.locator('ion-menu-button:visible').click();
      await loggerItem.click({ timeout: 3_000 });
      await expect(page).toHaveURL(/#\/logger$/, { timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByLabel('Student code').fill(student.Code);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const entries = page.locator(
      testInfo.project.name === 'phone' ? '.logger-cards li' : '.logger-table tbody tr',
    );
    await expect(entries.filter({ hasText: /imperson/i }).first()).toBeVisible();
    await saveScreenshot(page, `logger-${testInfo.project.name}`);
  });
});
