import { expect, test, type Page } from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  menuReady,
  openMenu,
  saveScreenshot,
  shownPage,
  signInToHome,
  studentsWithStatus,
} from './support/portal';

/** Fills a field the student has not saved yet (a demo student may never have confirmed their data). */
async function fillIfEmpty(page: Page, label: string, value: string) {
  const field = shownPage(page).getByLabel(label, { exact: true });
  if ((await field.inputValue()) === '') await field.fill(value);
}

async function scrollToOffices(page: Page) {
  await shownPage(page)
    .getByRole('heading', { level: 2, name: /University offices|مكاتب الجامعة/ })
    .scrollIntoViewIfNeeded();
}

test.describe('contact (issue 28, point 1)', () => {
  test('a student changes their phone number, reads it back after a reload, and finds the offices', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(150_000);
    const name = testInfo.project.name;
    // A student of their own per project: the save changes their data.
    const students = await studentsWithStatus(request, 'active');
    const student = students[name === 'phone' ? 13 : 12] ?? students[0];
    if (!student) throw new Error('the demo has active students');
    await signInToHome(page, student.Email);

    await openMenu(page);
    const menu = page.locator('#portalMenu');
    const contactItem = menu.locator('.menu-item[data-page="contact"]');
    if (!(await contactItem.isVisible()))
      await menu.locator('.menu-group[data-group="contacts"] .menu-group__toggle').click();
    await contactItem.click();
    await closeMenu(page);
    const contact = shownPage(page);
    await expect(contact.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
    await expect(contact.getByRole('heading', { name: 'Kept by the registrar' })).toBeVisible();
    await expect(contact.getByText('Only the registrar can change these', { exact: false })).toBeVisible();
    await expect(contact.getByText(student.Email, { exact: true })).toBeVisible();

    const phone = contact.getByLabel('Mobile phone', { exact: true });
    await phone.fill('12ab');
    await contact.getByRole('button', { name: 'Save my contact details' }).click();
    await expect(contact.getByText('Enter a phone number of 8 to 15 digits', { exact: false })).toBeVisible();

    const chosen = `+20 10${String(Date.now()).slice(-8)}`;
    await phone.fill(chosen);
    await fillIfEmpty(page, 'Home address', '12 El Gomhoreya Street, Mansoura');
    await fillIfEmpty(page, 'Emergency contact’s name', 'Mona Adel');
    await fillIfEmpty(page, 'Emergency contact’s phone', '+20 111 555 0202');
    await fillIfEmpty(page, 'Relation to you', 'Mother');
    await contact.getByRole('button', { name: 'Save my contact details' }).click();
    await expect(
      contact.getByRole('status').filter({ hasText: 'Saved. Your contact details are up to date.' }),
    ).toBeVisible();
    if (name === 'desktop') await saveScreenshot(page, 'contact-desktop');
    else await saveScreenshot(page, 'contact-phone');

    await page.reload();
    await menuReady(page);
    const reloaded = shownPage(page);
    await expect(reloaded.getByLabel('Mobile phone', { exact: true })).toHaveValue(chosen);

    await scrollToOffices(page);
    const offices = reloaded.locator('.contact-office');
    await expect(offices).toHaveCount(4);
    await expect(
      offices.filter({ hasText: 'IT Help Desk' }).getByRole('link', { name: 'Show IT Help Desk on the map' }),
    ).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\//);
    await expect(
      offices.filter({ hasText: 'Student Services' }).getByRole('link', { name: '+20 50 224 7001' }),
    ).toBeVisible();
    await expectAccessible(page);
    await saveScreenshot(page, `contact-offices-${name}`);

    await page.evaluate(() => {
      localStorage.setItem('portal.language', 'ar');
    });
    await page.reload();
    await menuReady(page);
    const arabic = shownPage(page);
    await expect(arabic.getByRole('heading', { level: 1, name: 'بيانات الاتصال' })).toBeVisible();
    await expect(arabic.getByLabel('الهاتف المحمول', { exact: true })).toHaveValue(chosen);
    await expect(arabic.getByRole('heading', { name: 'بيانات يحفظها مكتب التسجيل' })).toBeVisible();
    await saveScreenshot(page, `contact-${name}-ar`);
    await scrollToOffices(page);
    await expect(arabic.getByRole('heading', { level: 3, name: 'مكتب الدعم الفني' })).toBeVisible();
    await saveScreenshot(page, `contact-offices-${name}-ar`);
    await expectAccessible(page);
  });
});
