import { expect, test } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  saveScreenshot,
  shownPage,
  signInAsStudent,
  startUpSettled,
  studentsWithStatus,
} from './support/portal';

test.describe('student requests pages (issue 24)', () => {
  test('my requests and a new request, in English and Arabic; the public verification page', async ({
    page,
    request,
  }, testInfo) => {
    const [student] = await studentsWithStatus(request, 'active');
    if (!student) throw new Error('no active demo student');
    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await startUpSettled(page);

    await page.goto('/#/my-requests');
    const list = shownPage(page);
    await expect(list.getByRole('heading', { level: 1, name: 'My Requests' })).toBeVisible();
    await expect(list.locator('.orders-cards, .state-panel').first()).toBeVisible();
    await saveScreenshot(page, `orders-my-requests-${testInfo.project.name}`);

    await page.goto('/#/new-request');
    const picker = shownPage(page);
    await expect(picker.getByRole('list', { name: 'Request types' })).toBeVisible();
    await saveScreenshot(page, `orders-new-request-${testInfo.project.name}`);
    await picker.locator('.orders-type:not([disabled])').first().click();
    await expect(picker.locator('.orders-form')).toBeVisible();
    await saveScreenshot(page, `orders-new-request-form-${testInfo.project.name}`);

    // The demo's first type is the enrolment letter: filing it lands on the request itself.
    await picker.getByLabel(/^Addressed to/).fill('To whom it may concern');
    await picker.getByLabel('English').check();
    await picker.getByRole('button', { name: 'Submit request' }).click();
    await page.waitForURL(/#\/my-requests\?order=\d+$/);
    const filed = shownPage(page);
    await expect(filed.getByRole('heading', { level: 1, name: 'Enrolment / proof letter' })).toBeVisible();
    await expect(filed.getByText('To whom it may concern')).toBeVisible();
    await expect(filed.getByRole('region', { name: 'History' }).locator('li').first()).toBeVisible();
    await saveScreenshot(page, `orders-request-detail-${testInfo.project.name}`);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.goto('/#/my-requests');
    await page.reload();
    await expect(shownPage(page).getByRole('heading', { level: 1, name: 'طلباتي' })).toBeVisible();
    await saveScreenshot(page, `orders-my-requests-${testInfo.project.name}-ar`);

    await page.goto('/#/verify-document?code=ABCD-EFGH-JKMN');
    await expect(page.getByText('ليس مستندًا صادرًا عن هذه الجامعة')).toBeVisible();
    await saveScreenshot(page, `orders-verify-${testInfo.project.name}-ar`);
  });
});
