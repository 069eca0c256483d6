import { getStudentMajorMinorResponse, getStudentSavedDataResponse } from '@portal/contract';
import { expect, test } from '@playwright/test';
import {
  freeRoundSlot,
  newPlacementRound,
  PLACEMENT_OFFICE,
  studentForRound,
} from './support/placement-office';
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

test.describe('Tanseek (issue 26, point 1)', () => {
  test('a student ranks majors and saves; the office closes, previews and publishes; the student sees the result and the new major', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = testInfo.project.name;
    // Each project runs its own round in its own faculty (both have Tanseek in the demo's menu rules).
    const round = await newPlacementRound(request, name === 'phone' ? 'CS' : 'ENG');
    const { email, record: wanted } = await studentForRound(request, round);
    const other = round.offers.find((offer) => offer.ProgramId !== wanted.ProgramId);
    if (!other) throw new Error('the round offers two majors');

    await signInToHome(page, email);
    await page.goto('/#/tanseek');
    const body = shownPage(page);
    await expect(body.getByRole('heading', { level: 1, name: 'Tanseek' })).toBeVisible();
    await expect(
      body.getByRole('heading', { name: new RegExp(`Round ${String(round.number)}`) }),
    ).toBeVisible();
    await body.getByRole('button', { name: `Add ${other.NameEn} to your ranking` }).click();
    await body.getByRole('button', { name: `Add ${wanted.NameEn} to your ranking` }).click();
    await body.getByRole('button', { name: `Move ${wanted.NameEn} up` }).click();
    await expect(body.getByText(`${wanted.NameEn} is now choice 1.`)).toBeAttached();
    if (name === 'desktop') {
      // The same moves by drag: the other major dragged to the top, then the wanted one back above it.
      const ranked = body.getByRole('list').filter({ has: page.locator('ion-reorder') });
      const choice = (offer: { NameEn: string }) =>
        ranked.getByRole('listitem').filter({ hasText: offer.NameEn });
      await dragChoice(page, choice(other), choice(wanted));
      await expect(body.getByText(`${other.NameEn} is now choice 1.`)).toBeAttached();
      await expect(ranked.getByRole('listitem').first()).toContainText(other.NameEn);
      await dragChoice(page, choice(wanted), choice(other));
      await expect(body.getByText(`${wanted.NameEn} is now choice 1.`)).toBeAttached();
      await expect(ranked.getByRole('listitem').first()).toContainText(wanted.NameEn);
    }
    await body.getByRole('button', { name: 'Save choices' }).click();
    await expect(body.getByText('Your ranking is saved.')).toBeVisible();
    const saved = await readStudent(request, email, (api) =>
      api.get(getStudentSavedDataResponse, '/api/Tanseek/GetStudentSavedData'),
    );
    expect(saved?.OfferIds).toEqual([wanted.OfferId, other.OfferId]);
    await saveScreenshot(page, `tanseek-ranking-${name}`);
    await expectAccessible(page);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    await expect(shownPage(page).getByRole('heading', { level: 1, name: 'التنسيق' })).toBeVisible();
    await expect(shownPage(page).getByText('الرغبة 1')).toBeVisible();
    await saveScreenshot(page, `tanseek-ranking-${name}-ar`);
    await expectAccessible(page);
    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'en');
    });

    // The office closes the round, previews the allocation and publishes it.
    const officeContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const office = await officeContext.newPage();
    await signInAsStaff(office, PLACEMENT_OFFICE);
    await menuReady(office);
    await office.goto('/#/placement-office');
    const card = shownPage(office).getByRole('article', {
      name: new RegExp(`${round.facultyNameEn} · round ${String(round.number)} · ${round.termNameEn}`),
    });
    await card.getByRole('button', { name: 'Close round' }).click();
    await expect(card.getByText(`Round ${String(round.number)} is closed.`)).toBeVisible();
    await card.getByRole('button', { name: 'Preview allocation' }).click();
    await expect(card.getByText(/1 saved a ranking · 1 placed · 0 not placed/)).toBeVisible();
    await saveScreenshot(office, `placement-office-preview-${name}`);
    await expectAccessible(office);
    await card.getByRole('button', { name: 'Publish', exact: true }).click();
    await card.getByRole('button', { name: 'Publish now' }).click();
    await expect(card.getByText(`Round ${String(round.number)} is published.`)).toBeVisible();
    await officeContext.close();

    // The student reads the result, and the major their record now has.
    await page.reload();
    await menuReady(page);
    const result = shownPage(page);
    await expect(result.getByText(`You were placed in ${wanted.NameEn}.`)).toBeVisible();
    await expect(result.getByText(`Your major now: ${wanted.NameEn}`)).toBeVisible();
    await saveScreenshot(page, `tanseek-result-${name}`);
    await expectAccessible(page);
    const majorMinor = await readStudent(request, email, (api) =>
      api.get(getStudentMajorMinorResponse, '/api/Tanseek/GetStudentMajorMinor'),
    );
    expect(majorMinor?.Major.ProgramId).toBe(wanted.ProgramId);
  });

  test('the placement office creates a round in its editor and sees it listed', async ({
    page,
    request,
  }, testInfo) => {
    const name = testInfo.project.name;
    // A term before the newest: the round is never the one the walk's students see.
    const { faculty, term, number } = await freeRoundSlot(request, name === 'phone' ? 'CS' : 'ENG', 1);
    const [first, second] = faculty.Programs;
    if (!first || !second) throw new Error('the faculty has two programs');
    await signInAsStaff(page, PLACEMENT_OFFICE);
    await menuReady(page);
    await page.goto('/#/placement-office');
    const office = shownPage(page);
    await office.getByRole('button', { name: 'New round' }).click();
    const form = office.getByRole('form', { name: 'New placement round' });
    await form.getByLabel('Faculty').selectOption(String(faculty.FacultyId));
    await form.getByLabel('Term').selectOption(String(term.TermId));
    await form.getByLabel('Round number').selectOption(String(number));
    await form.getByLabel('Choices open').fill('2026-01-10T09:00');
    await form.getByLabel('Choices close').fill('2026-01-20T21:00');
    await form.getByLabel('From level').fill('2');
    await form.getByLabel('Earned credits at least').fill('30');
    await form.getByLabel('Majors a student may rank').fill('2');
    await form.getByLabel('Program').first().selectOption(String(first.ProgramId));
    await form.getByLabel('Seats').first().fill('30');
    await form.getByLabel("Last year's cut-off GPA (blank if new)").first().fill('3.05');
    await form.getByRole('button', { name: 'Add a major or minor' }).click();
    await form.getByLabel('Program').nth(1).selectOption(String(second.ProgramId));
    await form.getByLabel('Seats').nth(1).fill('12');
    await form.getByRole('heading', { name: 'New placement round' }).scrollIntoViewIfNeeded();
    await saveScreenshot(page, `placement-office-editor-${name}`);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Save round' }).click();
    await expect(office.getByText(`${faculty.NameEn}, round ${String(number)} is saved.`)).toBeVisible();
    const card = office.getByRole('article', {
      name: new RegExp(`${faculty.NameEn} · round ${String(number)} · ${term.NameEn}`),
    });
    await expect(card.getByText(/up to 2 choices · from level 2, 30 earned credits/)).toBeVisible();
    await expect(card.getByRole('cell', { name: second.NameEn })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Edit round' })).toBeVisible();

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    await shownPage(page).getByRole('button', { name: 'جولة جديدة' }).click();
    await expect(shownPage(page).getByRole('form', { name: 'جولة تنسيق جديدة' })).toBeVisible();
    await saveScreenshot(page, `placement-office-editor-${name}-ar`);
    await expectAccessible(page);
    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'en');
    });
  });
});
