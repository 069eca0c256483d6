import { envelope, getMenuResponse, sentMessage } from '@portal/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
  staffToken,
  studentsWithStatus,
} from './support/portal';

const COMMUNICATIONS = 'communications@ndu.edu.eg';

/** Sends a personal message through the API, as the communications office would. */
async function sendTo(request: APIRequestContext, studentCode: string, title: string): Promise<void> {
  const token = await staffToken(request, COMMUNICATIONS);
  const response = await request.post('/api/Notify/SendMessage', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      Title: title,
      Body: 'Your request was processed. Open the message to see what to do next.',
      Link: 'home',
      Audience: { Kind: 'student', StudentCode: studentCode },
    },
  });
  const body = envelope(sentMessage.nullable()).parse(await response.json());
  expect(body.Status, body.Message).toBe('200');
}

/** The "Unread" filter of the page shown now (its text lives in the segment button's light DOM). */
function unreadFilter(page: Page) {
  return shownPage(page).locator('ion-segment-button', { hasText: 'Unread' });
}

/** Signs the student in and through the announcement gate (spec §4) when the demo gives them one. */
/** The figure of home's Messages tile: the unread count. */
function messagesTile(page: Page) {
  return shownPage(page).getByRole('region', { name: 'Messages' }).locator('.tile__figure');
}

/** The unread count the page shows on its "Unread (n)" filter, 0 when it shows no number. */
async function unreadOnFilter(page: Page): Promise<number> {
  const label = (await unreadFilter(page).innerText()).trim();
  const match = /\((\d+)\)/.exec(label);
  return match ? Number(match[1]) : 0;
}

test.describe('notifications', () => {
  test('a student reads messages: unread marked, read on open, link-through, mark all read, empty states, Arabic', async ({
    page,
    request,
  }, testInfo) => {
    // Three messages sent and read three ways, in two languages: more than the default minute.
    test.setTimeout(150_000);
    const students = await studentsWithStatus(request, 'active');
    // Other specs use the first students; each project here takes its own.
    const student = students[testInfo.project.name === 'phone' ? 7 : 6];
    if (!student) throw new Error('not enough active demo students');
    const title = `Your transcript request ${testInfo.project.name} is ready`;
    await sendTo(request, student.Code, title);

    await signInToHome(page, student.Email);
    // The bell shows the unread count, as home's tile does, and opens the page.
    const bell = shownPage(page).locator('.header-bell');
    const unreadAtStart = Number(await bell.locator('.header-badge').innerText());
    expect(unreadAtStart).toBeGreaterThan(0);
    await expect(messagesTile(page)).toHaveText(String(unreadAtStart));
    await bell.click();
    await expect(page).toHaveURL(/#\/notification$/);
    const list = shownPage(page).locator('.message-list');
    const cleared = list.locator('.message', { hasText: title });
    // Clearing the badge marked what was unread read on the server: every count says 0, and still does
    // after a reload; the page still shows those messages as new until they are opened.
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);
    await expect(cleared).toHaveClass(/message--unread/);
    await expect(cleared.getByText('New', { exact: true })).toBeVisible();
    await expect.poll(() => unreadOnFilter(page)).toBe(0);
    await saveScreenshot(page, `notifications-${testInfo.project.name}`);
    await expectAccessible(page, '.ion-page:not(.ion-page-hidden) main');
    await cleared.locator('.message__summary').click();
    await expect(cleared).not.toHaveClass(/message--unread/);
    await page.goto('/#/home');
    await page.reload();
    await menuReady(page);
    await expect(shownPage(page).locator('.header-bell')).toBeVisible();
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);
    await expect(messagesTile(page)).toHaveText('0');

    // A message arriving later raises the badge from 1; opening it on the page marks it read.
    const later = `${title} (later)`;
    await sendTo(request, student.Code, later);
    await page.goto('/#/notification');
    await page.reload();
    const mine = shownPage(page).locator('.message-list .message', { hasText: later });
    await expect(mine).toHaveClass(/message--unread/);
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveText('1');
    await expect.poll(() => unreadOnFilter(page)).toBe(1);
    await mine.locator('.message__summary').click();
    await expect(mine).not.toHaveClass(/message--unread/);
    await expect(mine.locator('.message__summary')).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => unreadOnFilter(page)).toBe(0);
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);
    await saveScreenshot(page, `notifications-${testInfo.project.name}-open`);

    // Arabic, right to left, with the same messages.
    await openMenu(page);
    await page.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
    await closeMenu(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(shownPage(page).getByRole('button', { name: 'تعليم الكل كمقروء' })).toBeVisible();
    await saveScreenshot(page, `notifications-${testInfo.project.name}-ar`);
    await expectAccessible(page, '.ion-page:not(.ion-page-hidden) main');
    await openMenu(page);
    await page.locator('#portalMenu').getByRole('button', { name: 'English' }).click();
    await closeMenu(page);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

    // The link goes to the page the message is about.
    await mine.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await page.goto('/#/notification');

    // Mark all read: nothing unread, the badge is gone, and the unread filter says so.
    await sendTo(request, student.Code, `${title} (last)`);
    await page.reload();
    await expect(shownPage(page).locator('.message--unread').first()).toBeVisible();
    await shownPage(page).getByRole('button', { name: 'Mark all as read' }).click();
    await expect(shownPage(page).locator('.message--unread')).toHaveCount(0);
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);
    await expect(shownPage(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await unreadFilter(page).click();
    await expect(shownPage(page).getByText('You are all caught up')).toBeVisible();
    await page.reload();
    await expect(shownPage(page).locator('.message').first()).toBeVisible();
    await expect(shownPage(page).locator('.message--unread')).toHaveCount(0);
  });

  test('a student with no messages is told what to expect', async ({ page, request }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 11 : 10];
    if (!student) throw new Error('not enough active demo students');
    // Every demo student has news, so the server's answer is replaced by an empty one for this page.
    await page.route('**/api/Notify/GetStudentMessages?*', (route) =>
      route.fulfill({
        json: { Status: '200', ReturnObject: { Items: [], Total: 0, Page: 1, PageSize: 20 } },
      }),
    );
    await page.route('**/api/Notify/GetStudentMessages_Count', (route) =>
      route.fulfill({ json: { Status: '200', ReturnObject: 0 } }),
    );
    await signInToHome(page, student.Email);
    await page.goto('/#/notification');
    await expect(shownPage(page).getByText('No messages yet')).toBeVisible();
    await expect(shownPage(page).getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
    await saveScreenshot(page, `notifications-empty-${testInfo.project.name}`);
  });

  test('communications staff send a message from the page and the student then sees it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 9 : 8];
    if (!student) throw new Error('not enough active demo students');
    const title = `Seat freed in your section (${testInfo.project.name})`;

    const menu = await request.get('/api/Portal/GetMenu', {
      headers: { Authorization: `Bearer ${await staffToken(request, COMMUNICATIONS)}` },
    });
    const pages = envelope(getMenuResponse.nullable()).parse(await menu.json()).ReturnObject ?? [];
    // The demo's menu rules give the message centre (with its send form) to communications staff.
    expect(pages.map((item) => item.MobilePageName)).toContain('notification');

    await signInAsStaff(page, COMMUNICATIONS);
    await menuReady(page);
    await page.goto('/#/notification');
    const form = shownPage(page).locator('form.send-message');
    await expect(form.getByRole('heading', { name: 'Send a message to students' })).toBeVisible();
    await form.locator('ion-select').first().click();
    await page.getByRole('radio', { name: 'One student' }).click();
    await form.getByLabel('Student code').fill(student.Code);
    await form.getByLabel('Title').fill(title);
    await form
      .getByLabel('Message')
      .fill('A seat opened in a section you wanted. Register before it is taken.');
    await saveScreenshot(page, `send-message-${testInfo.project.name}`);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Sent to 1 student.')).toBeVisible();

    const studentContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport,
    });
    const studentPage = await studentContext.newPage();
    await signInToHome(studentPage, student.Email);
    await studentPage.goto('/#/notification');
    const message = shownPage(studentPage).locator('.message', { hasText: title });
    await expect(message).toHaveClass(/message--unread/);
    await studentContext.close();
  });
});
