import { expect, test } from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInToHome,
  studentsWithStatus,
} from './support/portal';

test.describe('credentials (issue 28, point 2)', () => {
  test('a student finds the Wi-Fi password from the menu and resets the Moodle password', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const name = testInfo.project.name;
    // A student of their own per project: the Moodle reset changes the account.
    const students = await studentsWithStatus(request, 'active');
    const student = students[name === 'phone' ? 11 : 10] ?? students[0];
    if (!student) throw new Error('the demo has active students');
    await signInToHome(page, student.Email);

    await openMenu(page);
    const menu = page.locator('#portalMenu');
    const wifiItem = menu.locator('.menu-item[data-page="student-wifi"]');
    if (!(await wifiItem.isVisible()))
      await menu.locator('.menu-group[data-group="contacts"] .menu-group__toggle').click();
    await wifiItem.click();
    await closeMenu(page);
    const wifi = shownPage(page);
    await expect(wifi.getByRole('heading', { level: 1, name: 'Student Wi-Fi' })).toBeVisible();
    await expect(wifi.getByLabel('Password hidden')).toHaveText('••••••••••');
    await wifi.getByRole('button', { name: 'Show password' }).click();
    const shown = wifi.locator('.credential-password');
    await expect(shown).toHaveText(/^[A-Za-z]{6}[2-9]{6}$/);
    await expect(wifi.getByRole('timer')).toContainText('Hidden again in');
    if (name === 'desktop') await saveScreenshot(page, 'student-wifi-desktop');
    await expectAccessible(page);
    await wifi.getByRole('button', { name: 'Hide now' }).click();
    await expect(shown).toHaveCount(0);
    await expect(wifi.getByLabel('Password hidden')).toBeVisible();

    await page.goto('/#/moodle-credentials');
    const moodle = shownPage(page);
    await expect(moodle.getByRole('heading', { level: 1, name: 'Moodle Credentials' })).toBeVisible();
    const newPassword = moodle.getByLabel('New password', { exact: true });
    const again = moodle.getByLabel('New password again');
    const save = moodle.getByRole('button', { name: 'Save the new password' });
    await newPassword.fill('short');
    await again.fill('short');
    await save.click();
    await expect(moodle.getByRole('alert')).toContainText('at least 10 characters');

    const chosen = `Campus${String(Date.now()).slice(-6)}go`;
    await newPassword.fill(chosen);
    await again.fill(chosen);
    await save.click();
    await expect(moodle.getByRole('status').filter({ hasText: 'Your new password is saved' })).toBeVisible();
    await expect(moodle.getByText(/Password set by you on/)).toBeVisible();
    await moodle.getByRole('button', { name: 'Show password' }).click();
    await expect(moodle.locator('.credential-password')).toHaveText(chosen);
    await moodle.getByRole('button', { name: 'Hide now' }).click();

    if (name === 'phone') {
      await page.evaluate(() => {
        localStorage.setItem('portal.language', 'ar');
      });
      await page.reload();
      await menuReady(page);
      const arabic = shownPage(page);
      await expect(arabic.getByRole('heading', { level: 1, name: 'بيانات دخول مودل' })).toBeVisible();
      await expect(arabic.getByText('كلمة مرور عيّنتها بنفسك', { exact: false })).toBeVisible();
      await saveScreenshot(page, 'moodle-credentials-phone-ar');
      await expectAccessible(page);
    }
  });
});
