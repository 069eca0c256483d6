import { expect, test } from '@playwright/test';
import { closeMenu, menuReady, openMenu, saveScreenshot, shownPage, signInAsStaff } from './support/portal';

/**
 * The staff side of announcements and course evaluation. The student's side (both gates, every course
 * evaluated) runs against a server with its evaluation window open: e2e/evaluation-gate.spec.ts.
 */

test.describe('announcements and evaluation, staff side', () => {
  test('staff: the communications office publishes; the quality office reads aggregates (5 or more only)', async ({
    page,
    browser,
  }, testInfo) => {
    const name = testInfo.project.name;
    await signInAsStaff(page, 'communications@ndu.edu.eg');
    await menuReady(page);
    await page.goto('/#/publish-announcement');
    const office = shownPage(page);
    await expect(
      office.getByRole('article', { name: 'Hospital training: patient confidentiality pledge' }),
    ).toBeVisible();
    await office.getByRole('button', { name: 'New announcement' }).click();
    const title = `Bus timetable change (${name})`;
    await office.getByLabel('Title (English)').fill(title);
    await office.getByLabel('Title (Arabic)').fill('تغيير مواعيد الحافلات');
    await office.getByLabel('Text (English)').fill('<b>Buses</b> leave at 16:30 from Sunday.');
    await office.getByLabel('Text (Arabic)').fill('تغادر الحافلات الساعة 16:30 بدءًا من الأحد.');
    await office.getByRole('button', { name: 'Publish' }).click();
    const published = office.getByRole('article', { name: title });
    // Markup is removed on the server: the card shows plain text.
    await expect(published.getByText('Buses leave at 16:30 from Sunday.')).toBeVisible();
    await saveScreenshot(page, `publish-announcement-${name}`);
    await openMenu(page);
    await page.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
    await closeMenu(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(page, `publish-announcement-${name}-ar`);
    await openMenu(page);
    await page.locator('#portalMenu').getByRole('button', { name: 'English' }).click();
    await closeMenu(page);

    // The quality office in a browser of its own.
    const qualityContext = await browser.newContext({ viewport: page.viewportSize() });
    const qualityPage = await qualityContext.newPage();
    await signInAsStaff(qualityPage, 'quality@ndu.edu.eg');
    await menuReady(qualityPage);
    await qualityPage.goto('/#/quality-report');
    const report = shownPage(qualityPage);
    await expect(report.getByRole('button', { name: 'Export CSV' })).toBeVisible();
    await expect(report.getByRole('table').first()).toBeVisible();
    await expect(report.getByText(/scores withheld/).first()).toBeVisible();
    await saveScreenshot(qualityPage, `quality-report-${name}`);
    await openMenu(qualityPage);
    await qualityPage.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
    await closeMenu(qualityPage);
    await expect(qualityPage.locator('html')).toHaveAttribute('dir', 'rtl');
    await saveScreenshot(qualityPage, `quality-report-${name}-ar`);
    await qualityContext.close();
  });
});
