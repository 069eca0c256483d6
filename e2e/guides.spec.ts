import { expect, test, type Page } from '@playwright/test';
import {
  closeMenu,
  openMenu,
  saveScreenshot,
  shownPage,
  signInToHome,
  studentsWithStatus,
} from './support/portal';

/** Every picture of the guide on screen has loaded (its bytes arrived and decoded). */
async function expectPicturesLoaded(page: Page) {
  const pictures = shownPage(page).locator('img.guide-picture');
  await expect(pictures.first()).toBeVisible();
  await expect
    .poll(() =>
      pictures.evaluateAll(
        (all) =>
          all.filter((one) => one instanceof HTMLImageElement && one.complete && one.naturalWidth > 0).length,
      ),
    )
    .toBeGreaterThan(0);
  const widths = await pictures.evaluateAll((all) =>
    all.map((one) => (one instanceof HTMLImageElement ? one.naturalWidth : 0)),
  );
  expect(widths.every((width) => width > 0)).toBe(true);
}

test.describe('guides (issue 28, point 3)', () => {
  test('a student opens Moodle Guide from the menu and reads it with its pictures', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const name = testInfo.project.name;
    const students = await studentsWithStatus(request, 'active');
    const student = students[name === 'phone' ? 21 : 20] ?? students[0];
    if (!student) throw new Error('the demo has active students');
    await signInToHome(page, student.Email);

    await openMenu(page);
    const menu = page.locator('#portalMenu');
    const item = menu.locator('.menu-item[data-page="moodle-guide"]');
    if (!(await item.isVisible()))
      await menu.locator('.menu-group[data-group="contacts"] .menu-group__toggle').click();
    await item.click();
    await closeMenu(page);
    const guide = shownPage(page);
    await expect(guide.getByRole('heading', { level: 1, name: 'Using Moodle, step by step' })).toBeVisible();
    await expect(guide.getByRole('navigation', { name: 'On this page' })).toBeVisible();
    await expectPicturesLoaded(page);
    await saveScreenshot(page, `moodle-guide-${name}`);

    await guide.getByRole('button', { name: 'Resetting your password from the portal' }).click();
    await expect(
      guide.getByRole('heading', { name: 'Resetting your password from the portal' }),
    ).toBeInViewport();

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'استخدام مودل خطوة بخطوة' })).toBeVisible();
    await expectPicturesLoaded(page);
    await saveScreenshot(page, `moodle-guide-${name}-ar`);
  });
});
