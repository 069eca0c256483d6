import { getMenuResponse, getOrderTypesResponse } from '@portal/contract';
import { expect, test } from '@playwright/test';
import {
  expectAccessible,
  menuReady,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
} from './support/portal';
import { findStudent } from './support/student-api';

/** The demo's IT desk (apps/server/src/demo/staff.ts): it works the it-desk queue only. */
const IT_DESK = 'it-desk@ndu.edu.eg';
const NOTE = 'MFA cleared: enrol your new phone at your next sign-in.';

test.describe('SSO requests (issue 28, point 4)', () => {
  test('a student files an MFA reset; the IT desk fulfils it with a note; the student reads the result', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = testInfo.project.name;
    // A student whose menu lists the page and who may file an MFA reset now (one open at a time).
    const found = await findStudent(
      request,
      async (api) => {
        const menu = await api.get(getMenuResponse, '/api/Portal/GetMenu').catch(() => []);
        if (!menu.some((item) => item.MobilePageName === 'sso')) return undefined;
        const types = await api.get(getOrderTypesResponse, '/api/Orders/GetOrderTypes');
        return types.find((type) => type.Code === 'sso-mfa-reset' && type.Eligible);
      },
      { claim: 'sso' },
    );

    await signInToHome(page, found.email);
    await page.goto('/#/sso');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Account Requests (SSO)' })).toBeVisible();
    const card = body.getByRole('button', { name: /^Reset multi-factor authentication/ });
    await expect(card.getByText('Asks for: Why · Tell the IT desk more')).toBeVisible();
    await expect(
      body.getByRole('button', { name: /^Name correction/ }).getByText('Upload: ID card or passport scan'),
    ).toBeVisible();
    await saveScreenshot(page, `sso-cards-${name}`);
    await expectAccessible(page);

    await card.click();
    await body.getByRole('radio', { name: 'I lost my phone' }).check();
    await body.getByLabel(/^Tell the IT desk more/).fill('I lost my phone on the metro on Sunday.');
    await body.locator('ion-button', { hasText: 'Submit request' }).click();
    await page.waitForURL(/#\/sso$/);
    const mine = shownPage(page).getByRole('list', { name: 'Your account requests' });
    const filed = mine.getByRole('listitem').filter({ hasText: 'Reset multi-factor authentication' }).first();
    await expect(filed.getByText('Submitted', { exact: true })).toBeVisible();
    const number = (await filed.locator('.orders-card__number').textContent())?.trim() ?? '';
    expect(number).toMatch(/^SR-\d{4}-\d+$/);

    // The IT desk, in its own browser: only its own queue, the request moved on and fulfilled with a note.
    const deskContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const desk = await deskContext.newPage();
    await signInAsStaff(desk, IT_DESK);
    await menuReady(desk);
    await desk.goto('/#/student-services');
    const queue = shownPage(desk);
    await expect(queue.getByRole('tab')).toHaveText(['IT desk']);
    await queue.getByLabel('Student code, name or request number').fill(number);
    await queue.locator('ion-button', { hasText: 'Show' }).click();
    await queue
      .getByRole('table', { name: 'IT desk' })
      .getByRole('row', { name: new RegExp(number) })
      .locator('ion-button', { hasText: 'Open' })
      .click();
    const panel = desk.getByRole('dialog', { name: `Request ${number}` });
    for (const [action, state] of [
      ['Start review', 'In review'],
      ['Approve', 'Approved'],
      ['Fulfil', 'Fulfilled'],
    ] as const) {
      await panel.locator('ion-button', { hasText: new RegExp(`^${action}$`) }).click();
      if (action === 'Fulfil') await panel.getByLabel('Note to the student').fill(NOTE);
      await panel.locator('ion-button', { hasText: `Confirm: ${action}` }).click();
      await expect(panel.getByText(`Done: the request is now ${state}.`)).toBeVisible();
    }
    await saveScreenshot(desk, `sso-it-desk-${name}`);
    await deskContext.close();

    // The student reads what the desk did, in English and in Arabic.
    await page.reload();
    await menuReady(page);
    const after = shownPage(page).getByRole('list', { name: 'Your account requests' });
    const done = after.getByRole('listitem').filter({ hasText: number });
    await expect(done.getByText('Fulfilled', { exact: true })).toBeVisible();
    await expect(done.getByText(NOTE)).toBeVisible();
    // The request with the desk's note in view: it sits below the four cards.
    await done.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `sso-fulfilled-${name}`);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'طلبات الحساب الجامعي (SSO)' })).toBeVisible();
    await expect(arabic.getByText(NOTE)).toBeVisible();
    await arabic.getByText(NOTE).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `sso-fulfilled-${name}-ar`);
  });
});
