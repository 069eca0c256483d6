import { expect, test, type Page } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  closeMenu,
  DEMO_PASSWORD,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  studentsWithStatus,
} from './support/portal';

/** Keys spec §4's logout sequence clears, in Ionic Storage (IndexedDB) and in localStorage. */
const CLEARED_STORE_KEYS = ['userToken', 'Accept', 'menu', 'StudentData', 'G_token', 'menuLoad', 'pushToken'];
const CLEARED_BROWSER_KEYS = ['isRegister', 'FireToken'];

/** The keys Ionic Storage holds (database _ionicstorage, localforage's store _ionickv). */
function storedKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('_ionicstorage');
        open.onerror = () => {
          reject(new Error('IndexedDB did not open'));
        };
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('_ionickv')) {
            resolve([]);
            return;
          }
          const keys = db.transaction('_ionickv').objectStore('_ionickv').getAllKeys();
          keys.onsuccess = () => {
            resolve(keys.result.map(String));
          };
          keys.onerror = () => {
            reject(new Error('keys not read'));
          };
        };
      }),
  );
}

/** From the login page through the embedded provider's form (skipped when its session is still open). */
async function universitySignIn(page: Page, email: string): Promise<void> {
  await page.getByRole('button', { name: 'Sign in with university account' }).click();
  // The provider's form, or straight back home when its own session is still open (second sign-in).
  await page.waitForURL(/\/idp\/|#\/home$/);
  if (page.url().includes('/idp/')) {
    await page.getByLabel('University email').fill(email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
  }
}

test.describe('student sign-in', () => {
  test('signs in with the university account, survives a reload, logs out cleanly, signs in again', async ({
    page,
    request,
  }, testInfo) => {
    const [student] = await studentsWithStatus(request, 'active');
    if (!student) throw new Error('no active demo student');

    await page.goto('/');
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Student portal sign-in');
    await saveScreenshot(page, `login-${testInfo.project.name}`);

    await universitySignIn(page, student.Email);
    await expect(page).toHaveURL(/\/#\/home$/);
    const userName = student.Email.split('@')[0] ?? '';
    await expect(page.locator('.page-user:visible').last()).toHaveText(userName);
    // The code and state are gone from the address: a reload does not replay them.
    expect(new URL(page.url()).search).toBe('');

    await page.reload();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.locator('.page-user:visible').last()).toHaveText(userName);
    expect(await storedKeys(page)).toContain('userToken');

    await page.evaluate(() => {
      localStorage.setItem('isRegister', '1');
      localStorage.setItem('FireToken', 'x');
    });
    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).last().click();
    // The portal session ends first (spec §4), then the university's provider asks to end its own.
    await page.waitForURL(/\/idp\/session\/end/);
    const keys = await storedKeys(page);
    for (const key of CLEARED_STORE_KEYS) expect(keys).not.toContain(key);
    const browserKeys = await page.evaluate(
      (names) => names.filter((name) => localStorage.getItem(name) !== null),
      CLEARED_BROWSER_KEYS,
    );
    expect(browserKeys).toEqual([]);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/#\/login$/);
    expect(new URL(page.url()).search).toBe('');

    // The provider's session ended too: signing in again asks for the password.
    await page.getByRole('button', { name: 'Sign in with university account' }).click();
    await page.waitForURL(/\/idp\//);
    await page.getByLabel('University email').fill(student.Email);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(page.locator('.page-user:visible').last()).toHaveText(userName);
  });

  test('Back walks the app’s own pages and never shows the provider’s sign-in form again', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 9 : 8];
    if (!student) throw new Error('not enough active demo students');
    // The tab has a page before the portal, as when a student follows a link to it.
    await page.goto('/api/docs');
    await page.goto('/#/login');
    await universitySignIn(page, student.Email);
    await page.waitForURL(/#\/(home|announcement)$/);
    await acceptWaitingAnnouncements(page);
    await menuReady(page);
    await openMenu(page);
    await page.locator('#portalMenu .menu-item[data-page="notification"]').click();
    await closeMenu(page);
    await expect(shownPage(page).locator('.page-title')).toHaveText('Notifications');

    await page.goBack();
    await expect(page).toHaveURL(/#\/home$/);
    await expect(shownPage(page).locator('.page-title')).toHaveText('Home');
    // Once more: past the provider's pages, straight to the page before sign-in.
    await page.goBack();
    await expect(page).toHaveURL(/\/api\/docs/);
    expect(page.url()).not.toContain('/idp/');
  });

  test('a suspended student sees the refusal on the login page', async ({ page, request }) => {
    const [student] = await studentsWithStatus(request, 'suspended');
    if (!student) throw new Error('no suspended demo student');
    await page.goto('/#/login');
    await universitySignIn(page, student.Email);
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await storedKeys(page)).not.toContain('userToken');
  });

  test('the login page in Arabic reads right to left', async ({ page }, testInfo) => {
    await page.goto('/#/login');
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('تسجيل الدخول إلى بوابة الطلاب');
    await saveScreenshot(page, `login-${testInfo.project.name}-ar`);
  });

  test('opened at another address than its own, the login page says where to go instead of failing', async ({
    page,
    baseURL,
  }, testInfo) => {
    // The suite's portal is set up at 127.0.0.1 (PUBLIC_URL); localhost is the same server by its name.
    const portal = new URL(baseURL ?? '').origin;
    const elsewhere = portal.replace('127.0.0.1', 'localhost');
    await page.goto(`${elsewhere}/#/login`);
    const notice = page.getByRole('alert');
    await expect(notice).toContainText(`Sign-in sends you back only to ${portal}`);
    await expect(notice).toContainText(`PUBLIC_URL=${elsewhere}`);
    await expect(page.getByRole('button', { name: 'Sign in with university account' })).toBeDisabled();
    await saveScreenshot(page, `login-wrong-address-${testInfo.project.name}`);
    await page.getByRole('button', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(notice).toContainText(`يعيدك تسجيل الدخول إلى ${portal} فقط`);
    await saveScreenshot(page, `login-wrong-address-${testInfo.project.name}-ar`);
    await page.getByRole('link', { name: `افتح ${portal}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${portal.replace(/\./g, '\\.')}/`));
  });
});
