import { envelope, sentMessage } from '@portal/contract';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  menuReady,
  shownPage,
  signInAsStudent,
  staffToken,
  studentsWithStatus,
} from './support/portal';

const COMMUNICATIONS = 'communications@ndu.edu.eg';

async function sendTo(request: APIRequestContext, studentCode: string, title: string, body: string) {
  const token = await staffToken(request, COMMUNICATIONS);
  const response = await request.post('/api/Notify/SendMessage', {
    headers: { Authorization: `Bearer ${token}` },
    data: { Title: title, Body: body, Audience: { Kind: 'student', StudentCode: studentCode } },
  });
  const answer = envelope(sentMessage.nullable()).parse(await response.json());
  expect(answer.Status, answer.Message).toBe('200');
}

/** The number on the bell's badge, 0 when the badge is hidden. */
async function badgeNumber(page: Page): Promise<number> {
  const badge = shownPage(page).locator('.header-bell .header-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.innerText());
}

test.describe('live updates (spec §4 arrival while the app is open)', () => {
  test('a message sent by staff raises the badge and shows a toast without reload; the bell clears it', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    // Students from index 30 on are this spec's: other specs use the first ones.
    const student = students[testInfo.project.name === 'phone' ? 31 : 30];
    if (!student) throw new Error('not enough active demo students');

    const streamOpened = page.waitForResponse(
      (response) => response.url().includes('/api/Notify/Stream?') && response.status() === 200,
    );
    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await expect(page).toHaveURL(/#\/home$/);
    await menuReady(page);
    await streamOpened;
    await expect(shownPage(page).locator('.header-bell')).toBeVisible();
    const before = await badgeNumber(page);
    let navigations = 0;
    page.on('framenavigated', () => {
      navigations += 1;
    });

    const title = `Live: library hours changed (${testInfo.project.name})`;
    const body = 'The library opens at 8:00 during the exam weeks.';
    await sendTo(request, student.Code, title, body);

    const toast = page.locator('ion-toast.live-message-toast');
    await expect(toast.getByText(title)).toBeVisible();
    await expect(toast.getByText(body)).toBeVisible();
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveText(String(before + 1));
    await toast.getByRole('button', { name: 'Close' }).click();
    await expect(toast).toHaveCount(0);
    expect(navigations, 'the page was not reloaded').toBe(0);

    await shownPage(page).locator('.header-bell').click();
    await expect(page).toHaveURL(/#\/notification$/);
    await expect(shownPage(page).getByText(title)).toBeVisible();
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveCount(0);
  });
});
