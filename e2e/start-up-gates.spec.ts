import { envelope, getStudentsResponse } from '@portal/contract';
import { expect, test, type Page } from '@playwright/test';
import {
  acceptWaitingAnnouncements,
  menuReady,
  REGISTRAR,
  saveScreenshot,
  shownPage,
  signInAsStudent,
  staffToken,
} from './support/portal';

/**
 * Spec §4's start-up gates with real data. The demo publishes one must-accept announcement, for Clinical
 * Pharmacy students in year 4 (apps/server/src/demo: "Hospital training: patient confidentiality pledge").
 */
async function pharmacyYearFourStudents(page: Page): Promise<string[]> {
  const token = await staffToken(page.request, REGISTRAR);
  const emails: string[] = [];
  for (let pageNumber = 1; pageNumber <= 20; pageNumber += 1) {
    const response = await page.request.post('/api/Student/GetStudents', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Query: 'ndu.edu.eg', Page: pageNumber, PageSize: 50 },
    });
    const found = envelope(getStudentsResponse).parse(await response.json()).ReturnObject;
    for (const hit of found.Items) {
      if (hit.Status === 'active' && hit.Level === 4 && /Pharmacy/.test(hit.FacultyEn))
        emails.push(hit.Email);
    }
    if (pageNumber * 50 >= found.Total) break;
  }
  return emails;
}

/** Rewrites the stored token so the server no longer accepts it (a forged signature). */
async function spoilStoredToken(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('_ionicstorage');
        open.onerror = () => {
          reject(new Error('IndexedDB did not open'));
        };
        open.onsuccess = () => {
          const store = open.result.transaction('_ionickv', 'readwrite').objectStore('_ionickv');
          const read = store.get('userToken');
          read.onsuccess = () => {
            const token = read.result as { access_token: string; userName: string };
            const [header, payload] = token.access_token.split('.');
            store.put({ ...token, access_token: `${header}.${payload}.AAAA` }, 'userToken');
            store.transaction.oncomplete = () => {
              resolve();
            };
          };
        };
      }),
  );
}

test.describe('start-up gates (spec §4)', () => {
  test('gate 2: an unaccepted announcement comes first; accepting opens home and the menu', async ({
    page,
  }, testInfo) => {
    const candidates = await pharmacyYearFourStudents(page);
    const email = candidates[testInfo.project.name === 'phone' ? 1 : 0];
    if (!email) throw new Error('no demo student in the announcement audience');

    await signInAsStudent(page, email);
    await expect(page).toHaveURL(/#\/announcement$/);
    // The menu is not built while a gate holds the student (spec §4: the menu load stops at the gate).
    await expect(page.locator('#portalMenu')).not.toHaveAttribute('data-menu-state', 'ready');
    await expect(shownPage(page).locator('article', { hasText: 'Hospital training' })).toBeVisible();
    await saveScreenshot(page, `announcement-gate-${testInfo.project.name}`);
    // Any other page sends the student back while the announcement waits.
    await page.goto('/#/home');
    await expect(page).toHaveURL(/#\/announcement$/);

    await acceptWaitingAnnouncements(page);
    await menuReady(page);
    await page.reload();
    await menuReady(page);
    await expect(page).toHaveURL(/#\/home$/);
  });

  test('gate 1: a token the server no longer accepts ends on the login page', async ({
    page,
    request,
  }, testInfo) => {
    const token = await staffToken(request, REGISTRAR);
    const response = await request.post('/api/Student/GetStudents', {
      headers: { Authorization: `Bearer ${token}` },
      data: { Query: 'ndu.edu.eg', Page: 2, PageSize: 50 },
    });
    const hits = envelope(getStudentsResponse).parse(await response.json()).ReturnObject.Items;
    const student = hits.filter((hit) => hit.Status === 'active')[testInfo.project.name === 'phone' ? 1 : 0];
    if (!student) throw new Error('no active demo student');

    await signInAsStudent(page, student.Email);
    await acceptWaitingAnnouncements(page);
    await menuReady(page);
    await spoilStoredToken(page);
    await page.reload();
    await expect(page).toHaveURL(/#\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in with university account' })).toBeVisible();
  });
});
