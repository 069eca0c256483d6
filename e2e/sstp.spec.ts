import { checkStudentHasSavedDataResponse } from '@portal/contract';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import {
  expectAccessible,
  menuReady,
  saveScreenshot,
  shownPage,
  signInAsStaff,
  signInToHome,
} from './support/portal';
import { dragChoice } from './support/ranking';
import { readStudent } from './support/student-api';
import {
  dayAfter,
  studentForCycle,
  trainingCatalogue,
  TRAINING_OFFICE,
  walkCycle,
} from './support/training-office';

/** `text` matched literally inside a RegExp (names carry parentheses and dots). */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Picks `option` in the Ionic select labelled `label` (its popover lists the options as radios). */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp): Promise<void> {
  // The select's own button is a transparent layer over it in its shadow root: the host takes the click.
  const button = page.getByRole('button', { name: new RegExp(`^${label},`) });
  await scope.locator('ion-select').filter({ has: button }).click();
  const popover = page.locator('ion-popover').last();
  await popover.getByRole('radio', { name: option }).click();
  await expect(popover).toBeHidden();
}

/** The student's page on a phone, in Arabic: a context of its own, for RTL and its screenshot. */
async function phoneInArabic(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  shot: string,
  heading?: string,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 360, height: 800 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const phone = await context.newPage();
  await signInToHome(phone, email);
  await phone.evaluate(() => {
    localStorage.setItem('portal.language', 'ar');
  });
  await phone.goto('/#/sstp');
  await phone.reload();
  await menuReady(phone);
  await expect(shownPage(phone).getByRole('heading', { level: 1, name: 'التدريب الصيفي' })).toBeVisible();
  await expect(phone.locator('html')).toHaveAttribute('dir', 'rtl');
  if (heading)
    await shownPage(phone).getByRole('heading', { name: heading, exact: true }).scrollIntoViewIfNeeded();
  await saveScreenshot(phone, shot);
  await expectAccessible(phone);
  await context.close();
}

test.describe('SSTP, the summer training program (issue 26, point 3)', () => {
  test('a student applies and submits; the office closes, previews and publishes; the student confirms; a pass reaches the transcript', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // One cycle per term, and students see the newest term's: the phone run would share this one and move it
    // under the desktop's feet. So one run walks it, and shows the student's page on a phone too.
    test.skip(testInfo.project.name !== 'desktop', 'one cycle per term: the desktop run walks it');
    test.setTimeout(240_000);
    const baseURL = testInfo.project.use.baseURL;
    const cycle = await walkCycle(request);
    const { email, nameEn, record: wanted } = await studentForCycle(request, cycle);
    const [first, second] = wanted.offers;
    if (!first || !second) throw new Error('two organisations to rank');

    await signInToHome(page, email);
    await page.goto('/#/sstp');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Summer Training' })).toBeVisible();
    await expect(body.getByRole('heading', { name: new RegExp(literally(cycle.NameEn)) })).toBeVisible();
    await choose(page, body, 'Program', new RegExp(`^${literally(wanted.programNameEn)} `));
    await choose(page, body, 'Level', new RegExp(`^${literally(wanted.levelNameEn)} `));
    await choose(page, body, 'Language', wanted.languageNameEn);
    await body.getByLabel('Training from').fill(wanted.summerFrom);
    // A day short of the program's weeks first: the page says so before sending anything.
    await body.getByLabel('Training until').fill(dayAfter(wanted.summerFrom, wanted.weeksMin * 7 - 2));
    await body.getByRole('button', { name: `Add ${first.NameEn} to your ranking` }).click();
    await body.locator('ion-button', { hasText: 'Save draft' }).click();
    await expect(body.getByRole('alert')).toContainText(`at least ${String(wanted.weeksMin)} week`);
    await body.getByLabel('Training until').fill(dayAfter(wanted.summerFrom, wanted.weeksMin * 7 - 1));
    await body.getByRole('button', { name: `Add ${second.NameEn} to your ranking` }).click();
    await body.getByRole('button', { name: `Move ${second.NameEn} up` }).click();
    await expect(body.getByText(`${second.NameEn} is now choice 1.`)).toBeAttached();
    // The same move undone by drag: the first organisation dragged back to the top.
    const ranked = body.getByRole('list').filter({ has: page.locator('ion-reorder') });
    const choice = (offer: { NameEn: string }) =>
      ranked.getByRole('listitem').filter({ hasText: offer.NameEn });
    await dragChoice(page, choice(first), choice(second));
    await expect(body.getByText(`${first.NameEn} is now choice 1.`)).toBeAttached();
    await expect(ranked.getByRole('listitem').first()).toContainText(first.NameEn);
    await body.locator('ion-button', { hasText: 'Save draft' }).click();
    await expect(body.getByText(/Your draft is saved/)).toBeVisible();
    await saveScreenshot(page, 'sstp-application-desktop');
    await expectAccessible(page);
    await body.locator('ion-button', { hasText: /^Submit$/ }).click();
    await expect(body.getByText(/Submit this application\?/)).toBeVisible();
    await body.locator('ion-button', { hasText: 'Submit now' }).click();
    await expect(body.getByText(/^Submitted\. The training office allocates places/)).toBeVisible();
    const submitted = await readStudent(request, email, (api) =>
      api.get(checkStudentHasSavedDataResponse, '/api/SSTP/CheckStudentHasSavedData'),
    );
    expect(submitted?.Application?.State).toBe('submitted');
    expect(submitted?.Application?.OfferIds).toEqual([first.OfferId, second.OfferId]);
    await phoneInArabic(browser, baseURL, email, 'sstp-application-phone-ar', 'ترتيبك');

    // The office closes the cycle, previews the allocation and publishes it.
    const officeContext = await browser.newContext({ baseURL });
    const office = await officeContext.newPage();
    await signInAsStaff(office, TRAINING_OFFICE);
    await menuReady(office);
    await office.goto('/#/training-office');
    const card = shownPage(office).getByRole('article', { name: new RegExp(literally(cycle.NameEn)) });
    await card.locator('ion-button', { hasText: 'Close cycle' }).click();
    await expect(card.getByText(`${cycle.NameEn} is closed.`)).toBeVisible();
    await card.locator('ion-button', { hasText: 'Preview allocation' }).click();
    await expect(card.getByText(`${cycle.NameEn} is allocated as a preview.`)).toBeVisible();
    const row = card.getByRole('row').filter({ hasText: nameEn });
    await expect(row.getByRole('cell', { name: first.NameEn })).toBeVisible();
    await row.scrollIntoViewIfNeeded();
    await saveScreenshot(office, 'training-office-preview-desktop');
    await expectAccessible(office);
    await card.locator('ion-button', { hasText: /^Publish$/ }).click();
    await card.locator('ion-button', { hasText: 'Publish now' }).click();
    await expect(card.getByText(`${cycle.NameEn} is published.`)).toBeVisible();

    // The student confirms the place.
    await page.reload();
    await menuReady(page);
    const placed = shownPage(page);
    await expect(
      placed.getByText(new RegExp(`^You have a place at ${literally(first.NameEn)}`)),
    ).toBeVisible();
    await saveScreenshot(page, 'sstp-assigned-desktop');
    await placed.locator('ion-button', { hasText: 'Confirm place' }).click();
    await expect(
      placed.getByText(new RegExp(`^You confirmed your place at ${literally(first.NameEn)}`)),
    ).toBeVisible();

    // The organisation's evaluation, recorded by the office: a pass.
    await office.reload();
    await menuReady(office);
    const evaluated = shownPage(office).getByRole('article', { name: new RegExp(literally(cycle.NameEn)) });
    await evaluated.getByRole('button', { name: `Record the evaluation of ${nameEn}` }).click();
    const form = shownPage(office).getByRole('form', { name: `Evaluation of ${nameEn}` });
    await form.getByLabel('Score (0–100)').fill('88');
    await form.getByLabel('Comment').fill('Careful, punctual and quick to learn.');
    await saveScreenshot(office, 'training-office-evaluation-desktop');
    await form.locator('ion-button', { hasText: 'Save evaluation' }).click();
    await expect(evaluated.getByRole('cell', { name: '88 / 100 · Passed' })).toBeVisible();
    await officeContext.close();

    // The student reads the result, and the credits on the transcript.
    await page.reload();
    await menuReady(page);
    const result = shownPage(page);
    await expect(result.getByText(`You passed your training at ${first.NameEn}.`)).toBeVisible();
    await expect(
      result.getByText(new RegExp(`^${String(wanted.credits)} credits? added to your transcript`)),
    ).toBeVisible();
    await saveScreenshot(page, 'sstp-result-desktop');
    await expectAccessible(page);
    await phoneInArabic(browser, baseURL, email, 'sstp-result-phone-ar');
    await page.goto('/#/transcript');
    const transcript = shownPage(page);
    await expect(transcript.getByRole('heading', { level: 1, name: 'Transcript' })).toBeVisible();
    // The training's term is the coming summer, the newest on the record, whose panel the page opens (and loads)
    // first: waiting for its row, never toggling a panel whose courses may still be loading.
    const training = transcript.locator('ion-accordion').first().locator('[data-course="TRN 300"]');
    await expect(training).toBeVisible();
    await expect(training).toContainText('Summer Training');
    await expect(training.getByText('P', { exact: true })).toBeVisible();
  });

  test('the training office creates a cycle in its editor and sees it listed', async ({
    page,
    request,
  }, testInfo) => {
    const name = testInfo.project.name;
    // A term before the newest, one per project: the cycle is never the one the walk's student sees.
    const catalogue = await trainingCatalogue(request);
    const term = catalogue.Terms.slice(1).find(
      (one, at) =>
        at % 2 === (name === 'phone' ? 1 : 0) && !catalogue.Cycles.some((c) => c.TermId === one.TermId),
    );
    const [organization] = catalogue.Organizations;
    if (!term || !organization) throw new Error('a free term and an organisation');
    await signInAsStaff(page, TRAINING_OFFICE);
    await menuReady(page);
    await page.goto('/#/training-office');
    const office = shownPage(page);
    await office.locator('ion-button', { hasText: 'New cycle' }).click();
    const form = office.getByRole('form', { name: 'New training cycle' });
    const cycleName = `Training ${term.NameEn} (${name})`;
    await form.getByRole('combobox', { name: /^Term/ }).selectOption(String(term.TermId));
    await form.getByLabel('Name in English').fill(cycleName);
    await form.getByLabel('Name in Arabic').fill(`تدريب ${term.NameAr}`);
    await form.getByLabel('Applications open').fill('2026-01-10T09:00');
    await form.getByLabel('Applications close').fill('2026-01-20T21:00');
    await form.getByLabel('Organisations a student may rank').fill('2');
    await form
      .getByRole('combobox', { name: /^Organisation(?!s)/ })
      .first()
      .selectOption(String(organization.OrganizationId));
    await form.getByLabel('Places').first().fill('4');
    await form.getByLabel('Trains from').first().fill('2026-07-01');
    await form.getByLabel('Trains until').first().fill('2026-08-15');
    await form.getByRole('heading', { name: 'New training cycle' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `training-office-editor-${name}`);
    await expectAccessible(page);
    await form.locator('ion-button', { hasText: 'Save cycle' }).click();
    await expect(office.getByText(`${cycleName} is saved.`)).toBeVisible();
    const card = office.getByRole('article', { name: new RegExp(literally(cycleName)) });
    await expect(card.getByRole('cell', { name: organization.NameEn })).toBeVisible();
    await expect(card.locator('ion-button', { hasText: 'Edit cycle' })).toBeVisible();

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    await expect(shownPage(page).getByRole('heading', { level: 1, name: 'مكتب التدريب' })).toBeVisible();
    await saveScreenshot(page, `training-office-${name}-ar`);
    await expectAccessible(page);
    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'en');
    });
  });
});
