import { getNotificationPreferencesResponse, getStudentStatementResponse } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  expectAccessible,
  menuReady,
  saveScreenshot,
  shownPage,
  signInAsStudent,
} from './support/portal';
import { findStudent, readStudent } from './support/student-api';

/**
 * A demo student who owes for a term, claimed under 'term-fees' like every walk that moves a student's fees
 * (payments.spec.ts), so no two walks of a run pay the same invoice.
 */
async function owingStudent(request: Parameters<typeof findStudent>[0]) {
  return findStudent(
    request,
    async (api) => {
      const statement = await api.get(getStudentStatementResponse, '/api/Billing/GetStudentStatement');
      return statement.Terms.find((candidate) => candidate.BalancePiastres > 0);
    },
    { claim: 'term-fees' },
  );
}

/** Pays the term's balance by card through the demo gateway, as payments.spec.ts does. */
async function payByCard(page: Page, termCode: string) {
  // A fresh load: the settings page was opened by the app's router, and the payments page starts clean.
  await page.goto('/#/faculty-cash-deposit');
  await page.reload();
  await menuReady(page);
  const termSection = shownPage(page).locator(`[data-term="${termCode}"]`);
  await termSection.getByRole('button', { name: /^Pay .* for / }).click();
  const panel = shownPage(page).locator('.billing-payment');
  await expect(panel.getByText(/^\d{12}$/)).toBeVisible();
  await panel.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page).toHaveURL(/\/demo-gateway\/paymob\/unifiedcheckout\//);
  await page.getByRole('button', { name: /^Pay/ }).click();
  await expect(page).toHaveURL(/#\/faculty-cash-deposit\?invoice=\d+/);
  await expect(shownPage(page).locator('.billing-payment').getByText('Paid', { exact: true })).toBeVisible();
}

test.describe('notification preferences (issue 28 point 5)', () => {
  test('a student turns off payment pushes; a payment message then arrives in the bell', async ({
    page,
    request,
  }, testInfo) => {
    // Two sign-ins' worth of walking (settings, the card gateway, the bell, Arabic) with two axe passes.
    test.slow();
    const found = await owingStudent(request);
    await signInAsStudent(page, found.email);
    await acceptWaitingAnnouncements(page);
    await menuReady(page);

    // From the message centre's settings button.
    await page.goto('/#/notification');
    await shownPage(page).getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/#\/notification-settings$/);
    const settings = shownPage(page);
    await expect(settings.getByRole('heading', { level: 1, name: 'Notification settings' })).toBeVisible();
    const paymentPush = settings.getByRole('switch', { name: 'Payments: Push' });
    await expect(paymentPush).toBeChecked();
    await expect(settings.getByRole('switch', { name: 'Security notices: Push (always on)' })).toBeDisabled();
    await expect(settings.getByText('Always on: a security notice must reach you.')).toBeVisible();

    await paymentPush.click();
    await expect(settings.getByRole('status')).toHaveText('Saved: Payments no longer reach you by Push.');
    await expect(paymentPush).not.toBeChecked();
    await expect(settings.getByRole('switch', { name: 'Payments: In-app' })).toBeChecked();
    await saveScreenshot(page, `notification-settings-${testInfo.project.name}`);
    await expectAccessible(page, '.ion-page:not(.ion-page-hidden) main');

    // Stored on the server, as staff looking at the student's record read it.
    const stored = await readStudent(request, found.email, (api) =>
      api.get(getNotificationPreferencesResponse, '/api/Notify/GetNotificationPreferences'),
    );
    const payments = stored?.Preferences.filter((row) => row.Topic === 'payments');
    expect(payments?.map((row) => [row.Channel, row.Enabled])).toEqual([
      ['push', false],
      ['in-app', true],
      ['email', false],
    ]);

    // A payment the way the app makes one: the receipt is a payments message, in-app only now.
    await payByCard(page, found.record.TermCode);
    await page.goto('/#/notification');
    const centre = shownPage(page);
    await expect(centre.locator('.message-list').getByText('Payment received').first()).toBeVisible();
    await expect(centre.locator('.message-list').getByText(found.record.NameEn).first()).toBeVisible();

    // The page in Arabic, read back after a reload: the switch stays off.
    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.goto('/#/notification-settings');
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'إعدادات الإشعارات' })).toBeVisible();
    await expect(arabic.getByRole('switch', { name: 'المدفوعات: إشعار' })).not.toBeChecked();
    await expect(arabic.getByRole('switch', { name: 'المدفوعات: داخل التطبيق' })).toBeChecked();
    await saveScreenshot(page, `notification-settings-${testInfo.project.name}-ar`);
    await expectAccessible(page, '.ion-page:not(.ion-page-hidden) main');
    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'en');
    });
  });
});
