import { whatIfAudit, whatIfPrograms, type WhatIfAudit } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import { expectAccessible, menuReady, saveScreenshot, shownPage, signInToHome } from './support/portal';
import { findStudent } from './support/student-api';

/** The app in Arabic the way the language is remembered; the page reloads and waits for the menu. */
async function inArabic(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('portal.language', 'ar');
  });
  await page.reload();
  await menuReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/**
 * Issue 31 item 6: a student opens "What if I change program?" from the advising preview, picks another
 * program of their faculty and reads the same audit the API answers: what would count, what would be
 * missing, how many terms at their maximum load; then in Arabic.
 */
test('the what-if audit from the advising preview, its figures the API’s, in English and Arabic', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // A student with a graded record and another program of their faculty that would leave credits missing.
  const found = await findStudent(request, async (api) => {
    const programs = await api.get(whatIfPrograms, '/api/AdvisingPreview/GetWhatIfPrograms');
    const target = programs.Programs[0];
    if (!target) return undefined;
    const audit: WhatIfAudit = await api.get(
      whatIfAudit,
      `/api/AdvisingPreview/GetWhatIfAudit?ProgramId=${String(target.ProgramId)}`,
    );
    return audit.CountedCredits > 0 && audit.MissingCredits > 0 ? audit : undefined;
  });
  const audit = found.record;
  const project = testInfo.project.name;
  await signInToHome(page, found.email);

  await page.goto('/#/Preview');
  await shownPage(page).getByRole('link', { name: 'What if I change program?' }).click();
  await expect(page).toHaveURL(/#\/what-if$/);
  const body = shownPage(page);
  await expect(body.getByRole('heading', { level: 1, name: 'What if I change program?' })).toBeVisible();
  await body.getByRole('button', { name: audit.Program.NameEn }).click();

  const credits = (count: number) => `${String(count)} ${count === 1 ? 'credit' : 'credits'}`;
  await expect(body.locator('[data-figure="counted"] dd')).toHaveText(credits(audit.CountedCredits));
  await expect(body.locator('[data-figure="inProgress"] dd')).toHaveText(credits(audit.InProgressCredits));
  await expect(body.locator('[data-figure="missing"] dd')).toHaveText(credits(audit.MissingCredits));
  const atMax = audit.Terms.AtMaxLoad ?? 0;
  await expect(body.locator('[data-load="max"]')).toHaveText(
    `${String(atMax)} ${atMax === 1 ? 'term' : 'terms'} at your maximum of ${String(audit.Terms.MaxLoad)} credits.`,
  );
  // Every requirement, each with its own missing credits, and each counted course where the API puts it.
  await expect(body.locator('[data-requirement]')).toHaveCount(audit.Requirements.length);
  for (const requirement of audit.Requirements) {
    const card = body.locator(`[data-requirement="${requirement.Code}"]`);
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(requirement.NameEn);
    for (const course of requirement.Counted)
      await expect(card.locator(`[data-course="${course.CourseCode}"]`).first()).toBeVisible();
  }
  await expectAccessible(page, '.what-if');
  await saveScreenshot(page, `what-if-${project}`);

  await inArabic(page);
  const arabic = shownPage(page);
  await expect(arabic.getByRole('heading', { level: 1, name: 'ماذا لو غيّرت برنامجي؟' })).toBeVisible();
  await arabic.getByRole('button', { name: audit.Program.NameAr }).click();
  await expect(arabic.locator('[data-requirement]')).toHaveCount(audit.Requirements.length);
  await expect(arabic.locator('[data-figure="missing"] dt')).toHaveText('ينقص');
  await saveScreenshot(page, `what-if-${project}-ar`);
});
