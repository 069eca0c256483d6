import {
  addDropCart,
  addDropStudentData,
  advisingValidation,
  requestAdmissionResponse,
} from '@portal/contract';
import { expect, test, type Request } from '@playwright/test';
import { shownPage, signInToHome } from './support/portal';
import { findStudent, readStudent, type StudentApi } from './support/student-api';

/**
 * Issue 31 item 3: offline, a change is refused at once and never sent later, and a page with no copy on
 * this device says so instead of spinning. On the demo university, whose add/drop window is open.
 */

/**
 * The cart is a registration read: while the server is busy (a test run's own load can make it so) it
 * answers with a place in the waiting room, so the test waits to be let in first, as the app does.
 */
async function cartOf(api: StudentApi) {
  await expect
    .poll(
      async () =>
        (await api.post(requestAdmissionResponse, '/api/Registration/RequestAdmission', {})).Admitted,
      { timeout: 60_000, intervals: [1_000, 2_000, 5_000] },
    )
    .toBe(true);
  return api.get(addDropCart, '/api/AddDrop/GetCart');
}

/** Calls that change the add/drop cart or the student's seats (the section look-up only reads). */
const isAddDropWrite = (request: Request) =>
  request.method() === 'POST' && /\/api\/AddDrop\/(?!GetCourseSections)/.test(request.url());

test('offline: Drop is refused at once and never sent later; a page never opened says it is offline', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  // A student who may enter add/drop now, holds courses and has nothing pending; claimed, so the phone and
  // desktop runs (in parallel) each have their own cart to watch.
  const student = await findStudent(
    page.request,
    async (api) => {
      const data = await api.get(addDropStudentData, '/api/AddDrop/GetStudentData');
      if (!data.WindowOpen) return undefined;
      const validation = await api.get(advisingValidation, '/api/AdvisingValidator/Check?kind=add_drop');
      if (!validation.CanEnter) return undefined;
      const cart = await cartOf(api);
      const held = cart.ResultingTimetable[0];
      return cart.Changes.length === 0 && held ? { cart, course: held.CourseCode } : undefined;
    },
    { claim: 'offline-add-drop' },
  );
  const { cart, course } = student.record;
  const writes: string[] = [];
  // The context's requests include what the service worker fetches for the page.
  context.on('request', (request) => {
    if (isAddDropWrite(request)) writes.push(request.url());
  });

  await signInToHome(page, student.email);
  await page.goto('/#/validateDropAdd');
  await page.waitForURL(/#\/AddDrop$/, { timeout: 30_000 });
  const addDrop = page.locator('.ion-page', { has: page.locator('.add-drop-intro') });
  const drop = addDrop.getByRole('button', { name: `Drop ${course}` });
  await expect(drop).toBeVisible();
  // Pages offline come from the service worker's precache: it must control the page first.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });

  await context.setOffline(true);
  await expect(page.locator('.offline-indicator').filter({ visible: true })).toBeVisible();
  await drop.click();
  // At once: no request was waiting to fail or time out.
  await expect(addDrop.locator('.add-drop-refusal')).toHaveText(
    'You are offline, so nothing was sent and nothing will be sent later. Connect to the internet and try again.',
    { timeout: 2_000 },
  );
  await expect(addDrop.locator('.held-course', { hasText: 'Dropping' })).toHaveCount(0);

  // A page this device has never opened: it says so, with no spinner turning under the offline bar.
  await page.goto('/#/attendance');
  await expect(page).toHaveURL(/#\/attendance$/);
  const attendance = shownPage(page);
  await expect(attendance.getByText('Not available offline')).toBeVisible();
  await expect(
    attendance.getByText('This page has not been opened on this device before', { exact: false }),
  ).toBeVisible();
  await expect(attendance.locator('.query-state__loading')).toHaveCount(0);

  // Back online the page loads by itself, and the refused drop is never sent.
  await context.setOffline(false);
  await expect(page.locator('.offline-indicator').filter({ visible: true })).toHaveCount(0);
  await expect(attendance.getByText('Not available offline')).toHaveCount(0, { timeout: 30_000 });
  // Long enough for a change held back by the client to have gone out on reconnecting (it would at once).
  await page.waitForTimeout(5_000);
  expect(writes).toEqual([]);
  const after = await readStudent(page.request, student.email, cartOf);
  expect(after?.Changes).toEqual([]);
  expect(after?.Version).toBe(cart.Version);
});
