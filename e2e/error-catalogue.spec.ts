import { expect, test, type Page } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  menuReady,
  shownPage,
  signInAsStudent,
  studentsWithStatus,
} from './support/portal';

/**
 * Spec §8's error catalogue, row by row, with the server's answers forced through Playwright's routing.
 * Home asks for the student's impersonation history with the catalogue on; the menu answers for itself.
 */
const HISTORY = '**/api/Portal/GetImpersonationHistory';
const MENU = '**/api/Portal/GetMenu';

async function studentOnHome(page: Page, index: number): Promise<void> {
  const students = await studentsWithStatus(page.request, 'active');
  const student = students[index];
  if (!student) throw new Error('not enough active demo students');
  await signInAsStudent(page, student.Email);
  await acceptWaitingAnnouncements(page);
  await menuReady(page);
}

/** Each test its own student, so the two projects and the tests never share one. */
function studentIndex(project: string, slot: number): number {
  return 10 + slot * 2 + (project === 'phone' ? 1 : 0);
}

/** The alert on screen (Ionic leaves dismissed ones in the DOM, hidden). */
const alert = (page: Page) => page.locator('ion-alert:visible');

test.describe('error catalogue (spec §8)', () => {
  test('HTTP 504: "No connection" alert with OK', async ({ page }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 0));
    let answered = 0;
    await page.route(HISTORY, (route) => {
      answered += 1;
      return route.fulfill({ status: 504, body: 'gateway timeout' });
    });
    await page.reload();
    await expect(alert(page)).toContainText('Warning');
    await expect(alert(page)).toContainText('No connection. Please check your connection.');
    await alert(page).getByRole('button', { name: 'OK' }).click();
    await expect(alert(page)).toHaveCount(0);
    // The page tries the call three times, then shows its tiles without it (the tile that needs it asks
    // once more as it appears); the student, told once, is not told again by each try.
    await expect(page.locator('.dashboard[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('.dashboard .tile').first()).toBeVisible();
    expect(answered).toBeGreaterThanOrEqual(3);
    await expect(alert(page)).toHaveCount(0);
  });

  test('any other HTTP error: "Connection error" alert; 404 is only logged', async ({ page }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 1));
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route(HISTORY, (route) =>
      route.fulfill({ status: 404, json: { Status: '404', ReturnObject: null } }),
    );
    await page.reload();
    await menuReady(page);
    await expect.poll(() => warnings.some((text) => text.includes('GetImpersonationHistory'))).toBe(true);
    await expect(alert(page)).toHaveCount(0);

    await page.unroute(HISTORY);
    await page.route(HISTORY, (route) =>
      route.fulfill({ status: 500, json: { Status: '500', ReturnObject: null } }),
    );
    await page.reload();
    await expect(alert(page)).toContainText('Connection error. Please try again later.');
  });

  test('HTTP 400: the app goes to the announcement page', async ({ page }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 2));
    await page.route(HISTORY, (route) =>
      route.fulfill({ status: 400, json: { Status: '400', ReturnObject: null } }),
    );
    await page.reload();
    await expect(page).toHaveURL(/#\/announcement$/);
  });

  test('HTTP 401: the app logs out and reloads on the login page', async ({ page }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 3));
    await page.route(HISTORY, (route) =>
      route.fulfill({ status: 401, json: { Status: '401', ReturnObject: null } }),
    );
    await page.reload();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in with university account' })).toBeVisible();
  });

  test('menu Status 403: the exit alert, and Exit leaves the app for the login page', async ({
    page,
  }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 4));
    await page.route(MENU, (route) =>
      route.fulfill({ json: { Status: '403', ReturnObject: null, Message: 'Blocked by the registrar' } }),
    );
    await page.reload();
    await expect(alert(page)).toContainText('You are not allowed to use the application now!!');
    await expect(alert(page).getByRole('button')).toHaveText(['Exit']);
    await alert(page).getByRole('button', { name: 'Exit' }).click();
    await expect(page).toHaveURL(/#\/login$/);
  });

  test('menu failure: an error alert with Exit and Retry; Retry loads the menu', async ({
    page,
  }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 5));
    await page.route(MENU, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(alert(page)).toContainText('Connection error: the menu could not be loaded.');
    await expect(alert(page).getByRole('button')).toHaveText(['Exit', 'Retry']);
    await page.unroute(MENU);
    await alert(page).getByRole('button', { name: 'Retry' }).click();
    await menuReady(page);
    await expect(alert(page)).toHaveCount(0);
  });

  test('a business refusal shows its message on the page', async ({ page }, testInfo) => {
    await studentOnHome(page, studentIndex(testInfo.project.name, 6));
    await page.route('**/api/Portal/GetActiveNotification', (route) =>
      route.fulfill({
        json: {
          Status: '200',
          ReturnObject: [
            {
              AnnouncementId: 99,
              Version: 2,
              TitleEn: 'Exam rules',
              TitleAr: 'قواعد الامتحانات',
              BodyEn: 'Phones stay outside the hall.',
              BodyAr: 'تبقى الهواتف خارج القاعة.',
              MustAccept: true,
              StartsAt: '2026-11-01T00:00:00.000Z',
              EndsAt: '2026-12-31T00:00:00.000Z',
              Accepted: false,
              AcceptedAt: null,
            },
          ],
        },
      }),
    );
    await page.route('**/api/Portal/InsertAnnouncmentLogger', (route) =>
      route.fulfill({
        json: { Status: '409', ReturnObject: null, Message: 'This announcement has changed.' },
      }),
    );
    await page.goto('/#/announcement');
    // A fresh start, so the page asks for the announcements instead of showing what the gate loaded.
    await page.reload();
    await shownPage(page).getByRole('button', { name: 'I have read and accept' }).click();
    await expect(shownPage(page).getByRole('alert')).toHaveText('This announcement has changed.');
    await expect(alert(page)).toHaveCount(0);
  });

  test('the beta notice shows when the configuration says beta', async ({ page }) => {
    await page.route('**/api/Portal/GetAppConfiguration', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { ReturnObject: Record<string, unknown> };
      body.ReturnObject.Beta = true;
      await route.fulfill({ response, json: body });
    });
    await page.goto('/#/login');
    await expect(alert(page)).toContainText(
      'This portal site is in beta testing. Please use the most recent version.',
    );
    await expect(alert(page).getByRole('button')).toHaveText(['Close', 'Open current version']);
    await alert(page).getByRole('button', { name: 'Close' }).click();
    await expect(alert(page)).toHaveCount(0);
  });
});
