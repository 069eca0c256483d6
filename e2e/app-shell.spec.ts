import { expect, test } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  AUDITOR,
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  REGISTRAR,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInAsStudent,
  studentsWithStatus,
} from './support/portal';

test.describe('app shell for a student', () => {
  test('home welcomes the student by name with the dashboard; menu and footer as the spec draws them; Arabic', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 3 : 2];
    if (!student) throw new Error('not enough active demo students');
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));

    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await expect(page).toHaveURL(/#\/home$/);
    await menuReady(page);
    const home = shownPage(page);
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${student.NameEn}`);
    await expect(home.locator('.tile', { hasText: 'Your record' })).toContainText(student.Code);
    await expect(home.locator('.tile', { hasText: 'Messages' })).toBeVisible();
    await expect(home.locator('footer.page-footer')).toContainText('© 2025 Nile Delta University');
    const social = home.locator('footer.page-footer .social-links a');
    await expect(social).toHaveCount(4);
    for (const link of await social.all()) await expect(link).toHaveAttribute('target', '_blank');
    await saveScreenshot(page, `home-${testInfo.project.name}`);
    await expectAccessible(page);

    await openMenu(page);
    const menu = page.locator('#portalMenu');
    const items = menu.locator('.menu-item');
    await expect(items.first()).toHaveAttribute('data-page', 'home');
    // Staff pages are not in a student's menu; the bell's page is.
    await expect(menu.locator('[data-page="notification"]')).toHaveCount(1);
    await expect(menu.locator('[data-page="impersonate"], [data-page="logger"]')).toHaveCount(0);
    await expect(menu.locator('.menu-footer')).toContainText('© 2023');
    await expect(menu.locator('.social-links a')).toHaveCount(4);
    await expectAccessible(page, '#portalMenu');
    if (testInfo.project.name === 'phone') await saveScreenshot(page, 'home-phone-menu');

    await menu.getByRole('button', { name: 'العربية' }).click();
    await closeMenu(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(/^مرحبًا /);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await menuReady(page);
    await expect(shownPage(page).getByRole('heading', { level: 1 })).toHaveText(/^مرحبًا /);
    await saveScreenshot(page, `home-${testInfo.project.name}-ar`);
    await expectAccessible(page);
    await openMenu(page);
    await expectAccessible(page, '#portalMenu');
    expect(problems).toEqual([]);
  });

  test('a URL outside the menu goes home; a page reachable without a menu entry opens', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 5 : 4];
    if (!student) throw new Error('not enough active demo students');
    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await menuReady(page);

    // Each next address is typed once home is shown, as a student would see it before typing again.
    const homeShown = shownPage(page).getByRole('heading', { level: 1, name: /^Welcome / });
    await page.goto('/#/logger');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(homeShown).toBeVisible();
    await page.goto('/#/no-such-page');
    await expect(page).toHaveURL(/#\/home$/);
    await expect(homeShown).toBeVisible();
    // The announcement page is not in the menu but is where gate 2 sends students: it opens by URL.
    await page.goto('/#/announcement');
    await expect(page).toHaveURL(/#\/announcement$/);
    await expect(shownPage(page).getByRole('heading', { level: 1 })).toHaveText('Announcements');
  });

  test('an address typed in the same tab opens that page every time, and Back returns through them', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 7 : 6];
    if (!student) throw new Error('not enough active demo students');
    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await menuReady(page);
    const title = () => shownPage(page).locator('.page-title');

    // A page opened from the app (a push), then addresses typed one after another: each shows itself.
    await openMenu(page);
    await page.locator('#portalMenu .menu-item[data-page="notification"]').click();
    await closeMenu(page);
    await expect(title()).toHaveText('Notifications');
    // A staff page typed by a student is replaced by home (the app's own redirect): the address typed
    // after it still shows its own page.
    const typed = [
      ['midterm-schedule', 'midterm-schedule', 'Midterm Schedule'],
      ['transcript', 'transcript', 'Transcript'],
      ['attendance', 'attendance', 'Attendance'],
      ['impersonate', 'home', 'Home'],
      ['evaluation', 'evaluation', 'Course Evaluation'],
    ] as const;
    for (const [path, shown, heading] of typed) {
      await page.evaluate((hash) => {
        window.location.hash = hash;
      }, `#/${path}`);
      await expect(page).toHaveURL(new RegExp(`#/${shown}$`));
      await expect(title(), `typed #/${path}`).toHaveText(heading);
    }
    await page.goBack();
    await expect(page).toHaveURL(/#\/home$/);
    await page.goBack();
    await expect(page).toHaveURL(/#\/attendance$/);
    // Back walks the same way home: one entry per address.
    await page.goBack();
    await expect(page).toHaveURL(/#\/transcript$/);
    await expect(title()).toHaveText('Transcript');
    await page.goBack();
    await expect(title()).toHaveText('Midterm Schedule');
  });

  test('the bell shows the unread count, opens the messages and clears the badge; zero hides it', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 7 : 6];
    if (!student) throw new Error('not enough active demo students');
    let unread = 3;
    await page.route('**/api/Notify/GetStudentMessages_Count', (route) =>
      route.fulfill({ json: { Status: '200', ReturnObject: unread } }),
    );
    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await menuReady(page);
    const bell = shownPage(page).locator('.header-bell');
    await expect(bell.locator('.header-badge')).toHaveText('3');
    await expect(bell).toHaveAttribute('aria-label', 'Notifications, 3 unread');
    await bell.click();
    await expect(page).toHaveURL(/#\/notification$/);
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);

    unread = 0;
    await page.reload();
    await menuReady(page);
    await expect(shownPage(page).locator('.header-bell')).toBeVisible();
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);
  });
});

test.describe('app shell for staff', () => {
  test('the menu follows the staff role: the auditor gets the Portal Logger, the registrar Impersonate', async ({
    page,
  }) => {
    await signInAsStaff(page, AUDITOR);
    await openMenu(page);
    const menu = page.locator('#portalMenu');
    await expect(menu.locator('[data-page="logger"]')).toHaveCount(1);
    await expect(menu.locator('[data-page="impersonate"]')).toHaveCount(0);
    await page.goto('/#/impersonate');
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('the registrar lands on Impersonate and has no Portal Logger', async ({ page }) => {
    await signInAsStaff(page, REGISTRAR);
    await expect(page).toHaveURL(/#\/impersonate$/);
    await openMenu(page);
    const menu = page.locator('#portalMenu');
    await expect(menu.locator('[data-page="impersonate"]')).toHaveCount(1);
    await expect(menu.locator('[data-page="logger"]')).toHaveCount(0);
    await page.goto('/#/logger');
    await expect(page).toHaveURL(/#\/home$/);
  });
});
