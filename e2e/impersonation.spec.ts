import { expect, test } from '@playwright/test';
import {
  AUDITOR,
  openMenu,
  REGISTRAR,
  saveScreenshot,
  signInAsStaff,
  studentsWithStatus,
} from './support/portal';

test.describe('staff acting as a student', () => {
  test('a registrar acts as a student with a reason, stops, and the auditor sees it', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    // Each project takes a different student, so the two runs do not share a search.
    const student = students[testInfo.project.name === 'phone' ? 1 : 0];
    if (!student) throw new Error('not enough active demo students');

    await signInAsStaff(page, REGISTRAR);
    await expect(page).toHaveURL(/#\/impersonate$/);
    await page.getByLabel('Find a student').fill(student.Code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.locator('.student-card', { hasText: student.Code });
    await expect(card).toBeVisible();
    await saveScreenshot(page, `impersonate-${testInfo.project.name}`);

    await card.getByRole('button', { name: 'Act as' }).click();
    await card.getByLabel('Reason (ticket number or text)').fill('TICKET-4711 e2e check');
    await card.getByRole('button', { name: /Start acting as/ }).click();

    await expect(page).toHaveURL(/#\/home$/);
    // Ionic keeps visited pages in the DOM, hidden; each page has its own header and bar.
    const bar = page.locator('.ion-page:not(.ion-page-hidden)').last().locator('.acting-as-bar');
    await expect(bar).toContainText(`Acting as ${student.NameEn} (${student.Code})`);
    // The student's own pages, with the student's data; and what the student sees of this visit.
    const home = page.locator('.ion-page:not(.ion-page-hidden)').last();
    await expect(home.getByRole('heading', { level: 1 })).toHaveText(`Welcome ${student.NameEn}`);
    await expect(home.locator('.tile', { hasText: 'Your record' })).toContainText(student.Code);
    const staffAccess = home.locator('.tile', { hasText: 'When staff acted for you' });
    await expect(staffAccess).toContainText('Reason: TICKET-4711 e2e check');
    await expect(staffAccess).toContainText('Still acting for you');
    await page.reload();
    await expect(bar).toBeVisible();
    await bar.getByRole('button', { name: 'Stop' }).click();
    await expect(page).toHaveURL(/#\/impersonate$/);
    await expect(bar).toHaveCount(0);
    // Ionic keeps visited pages in the DOM; only the shown one counts.
    await expect(page.locator('.page-user:visible').last()).toHaveText('registrar');

    await page.getByRole('button', { name: 'Log out' }).filter({ visible: true }).last().click();
    await expect(page).toHaveURL(/#\/login$/);
    await signInAsStaff(page, AUDITOR);
    // Through the menu, once the server's menu for the auditor is built (spec §4: items do not navigate
    // while it loads).
    await openMenu(page);
    await page.locator('#portalMenu .menu-item[data-page="logger"]').click();
    await expect(page).toHaveURL(/#\/logger$/);
    await page.getByLabel('Student code').fill(student.Code);
    await page.getByRole('button', { name: 'Apply filters' }).click();
    const entries = page.locator(
      testInfo.project.name === 'phone' ? '.logger-cards li' : '.logger-table tbody tr',
    );
    await expect(entries.filter({ hasText: /imperson/i }).first()).toBeVisible();
    await saveScreenshot(page, `logger-${testInfo.project.name}`);
  });

  test('stopping while on a student page (Add/Drop) returns to staff with no false error', async ({
    page,
    request,
  }, testInfo) => {
    const students = await studentsWithStatus(request, 'active');
    const student = students[testInfo.project.name === 'phone' ? 13 : 12];
    if (!student) throw new Error('not enough active demo students');
    await signInAsStaff(page, REGISTRAR);
    await page.getByLabel('Find a student').fill(student.Code);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.locator('.student-card', { hasText: student.Code });
    await card.getByRole('button', { name: 'Act as' }).click();
    await card.getByLabel('Reason (ticket number or text)').fill('TICKET-4712 e2e stop on Add/Drop');
    await card.getByRole('button', { name: /Start acting as/ }).click();
    await expect(page).toHaveURL(/#\/home$/);

    await page.goto('/#/AddDrop');
    const addDrop = page.locator('.ion-page:not(.ion-page-hidden)').last();
    await expect(addDrop.locator('.add-drop-intro')).toBeVisible();
    // Every answer the staff session gets from here on is watched: none may be a refusal of a student call.
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() === 403) refused.push(response.url());
    });
    await addDrop.locator('.acting-as-bar').getByRole('button', { name: 'Stop' }).click();
    await expect(page).toHaveURL(/#\/impersonate$/);
    await expect(page.locator('.page-user:visible').last()).toHaveText('registrar');
    await expect(page.getByLabel('Find a student')).toBeVisible();
    // Give a late answer time to arrive before saying none came.
    await page.waitForTimeout(1_000);
    await expect(page.locator('ion-alert')).toHaveCount(0);
    expect(refused).toEqual([]);
  });
});
