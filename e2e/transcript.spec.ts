import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfText } from '../apps/server/src/test/pdf-text';
import { expectAccessible, menuReady, saveScreenshot, signInAsStudent } from './support/portal';
import { recordsShowcase } from './support/records-showcase';

/** Opens a term's panel (unless open) and answers the row of one of its courses. */
async function courseRow(body: Locator, term: string, course: string): Promise<Locator> {
  const panel = body.locator(`ion-accordion[data-term="${term}"]`);
  const row = panel.locator(`[data-course="${course}"]`);
  if (!(await row.isVisible())) await panel.locator('ion-item[slot="header"]').click();
  await expect(row).toBeVisible();
  return row;
}

/** Switches the app to Arabic the way the language is remembered, and waits for the menu again. */
async function inArabic(page: Page): Promise<void> {
  await page.evaluate(() => {
    localStorage.setItem('portal.language', 'ar');
  });
  await page.reload();
  await menuReady(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test.describe('transcript (spec §2 route transcript)', () => {
  test('every term with GPA, standing and the registrar’s marks; prerequisites; the PDF; Arabic', async ({
    page,
    request,
  }, testInfo) => {
    const showcase = await recordsShowcase(request);
    const { semesters, withheld, replaced } = showcase.record;
    const latest = semesters[0];
    await signInAsStudent(page, showcase.email);
    await menuReady(page);
    await page.goto('/#/transcript');
    // The transcript's own page (the prerequisites modal is an Ionic page of its own while open).
    const body = page.locator('.ion-page', { has: page.locator('.transcript-intro') });
    await expect(body.getByRole('heading', { level: 1, name: 'Transcript' })).toBeVisible();
    await expect(body.locator('.record-summary__gpa')).toHaveText(latest?.Cumulative.Gpa?.toFixed(2) ?? '—');
    // Every term is listed, newest first, the current one open.
    await expect(body.locator('ion-accordion')).toHaveCount(semesters.length);
    await expect(body.locator('ion-accordion').first()).toHaveAttribute('data-term', latest?.TermCode ?? '');
    const wide = testInfo.project.name === 'desktop';
    await expect(body.locator(wide ? '.course-table' : '.course-cards').first()).toBeVisible();

    const held = await courseRow(body, withheld.term, withheld.course);
    await expect(held).toContainText('Withheld');
    await expect(held).toContainText('Held by the Registrar');
    await held.scrollIntoViewIfNeeded();
    await saveScreenshot(page, `transcript-withheld-${testInfo.project.name}`);
    const repeated = await courseRow(body, replaced.term, replaced.course);
    await expect(repeated).toContainText('Repeated later: not in the cumulative GPA');
    await expectAccessible(page);

    // A course's requisites, from the student's own record.
    await repeated.getByRole('button', { name: /^Prerequisites of / }).click();
    const modal = page.locator('ion-modal');
    await expect(modal.getByText(`Prerequisites of ${replaced.course}`)).toBeVisible();
    await expect(modal.locator('.requisites, p').first()).toBeVisible();
    await modal.getByRole('button', { name: 'Close' }).click();
    await expect(modal.getByText(`Prerequisites of ${replaced.course}`)).toBeHidden();

    // Every course once, with its latest outcome.
    await body.locator('ion-segment-button', { hasText: 'All courses' }).click();
    await expect(body.locator('.all-course').first()).toBeVisible();
    await expect(body.locator('.all-course', { hasText: 'Withheld' })).not.toHaveCount(0);
    await body.locator('ion-segment-button', { hasText: 'By term' }).click();
    await body.locator('.transcript-intro').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `transcript-${testInfo.project.name}`);

    // The unofficial transcript through spec §4's download flow.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      body.getByRole('button', { name: 'Download transcript (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Transcript.pdf');
    const { text } = await pdfText(await readFile(await download.path()));
    expect(text).toContain(showcase.nameEn);
    expect(text).toContain(`Cumulative GPA: ${latest?.Cumulative.Gpa?.toFixed(2) ?? '-'}`);
    expect(text).toContain(replaced.course);
    expect(text).toContain('Withheld');

    await inArabic(page);
    const arabic = page.locator('.ion-page', { has: page.locator('.transcript-intro') });
    await expect(arabic.getByRole('heading', { level: 1, name: 'كشف الدرجات' })).toBeVisible();
    await expect(arabic.getByText('المعدل التراكمي').first()).toBeVisible();
    await expect(await courseRow(arabic, withheld.term, withheld.course)).toContainText('محجوب');
    await arabic.locator('.transcript-intro').scrollIntoViewIfNeeded();
    await saveScreenshot(page, `transcript-${testInfo.project.name}-ar`);
    await expectAccessible(page);
  });

  test('offline, the records pages keep their last data and say when it was fetched', async ({
    page,
    context,
    request,
  }) => {
    const showcase = await recordsShowcase(request);
    const { semesters, libraryCode, denied } = showcase.record;
    await signInAsStudent(page, showcase.email);
    await menuReady(page);
    const pages = [
      {
        route: 'transcript',
        shows: '.record-summary__gpa',
        text: semesters[0]?.Cumulative.Gpa?.toFixed(2) ?? '—',
      },
      {
        route: 'attendance',
        shows: `[data-course="${denied.CourseCode}"] .attendance-state`,
        text: 'Denied',
      },
      { route: 'lib-codes', shows: '.lib-code-card code', text: libraryCode.Code },
    ];
    for (const { route, shows, text } of pages) {
      // Loaded afresh, so each page is the one Ionic shows (not one kept from an earlier visit).
      await page.goto(`/#/${route}`);
      await page.reload();
      await menuReady(page);
      const body = page.locator('.ion-page', { has: page.locator(shows) }).last();
      await expect(body.locator(shows)).toContainText(text);
      await expect(body.getByText(/^Last updated /)).toHaveCount(0);
      await context.setOffline(true);
      await expect(page.locator('.offline-indicator').filter({ visible: true })).toBeVisible();
      await expect(body.locator(shows)).toContainText(text);
      await expect(body.getByText(/^Last updated /)).toBeVisible();
      await context.setOffline(false);
    }
  });
});
