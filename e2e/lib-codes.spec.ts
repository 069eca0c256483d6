import { expect, test } from '@playwright/test';
import { expectAccessible, menuReady, saveScreenshot, shownPage, signInAsStudent } from './support/portal';
import { recordsShowcase } from './support/records-showcase';

test.describe('library codes (spec §2 route lib-codes)', () => {
  test("this term's code copied with the Clipboard API, earlier terms listed; Arabic", async ({
    page,
    context,
    request,
  }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const showcase = await recordsShowcase(request);
    const { libraryCode, earlierCodes } = showcase.record;
    await signInAsStudent(page, showcase.email);
    await menuReady(page);
    await page.goto('/#/lib-codes');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Library Codes' })).toBeVisible();
    await expect(body.locator('.lib-code-card code')).toHaveText(libraryCode.Code);
    await expect(body.locator('.lib-codes-row')).toHaveCount(earlierCodes.length);
    await expect(body.locator('.lib-codes-row code').first()).toHaveText(earlierCodes[0]?.Code ?? '');

    await body.getByRole('button', { name: `Copy the code of ${libraryCode.NameEn}` }).click();
    // Not the live-message toast: a message another walk sends this student may arrive at the same moment.
    await expect(page.locator('ion-toast:not(.live-message-toast)')).toContainText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(libraryCode.Code);
    await saveScreenshot(page, `lib-codes-${testInfo.project.name}`);
    await expectAccessible(page);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'أكواد المكتبة' })).toBeVisible();
    await expect(arabic.locator('.lib-code-card code')).toHaveText(libraryCode.Code);
    await saveScreenshot(page, `lib-codes-${testInfo.project.name}-ar`);
    await expectAccessible(page);
  });
});
