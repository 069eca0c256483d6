import { studentWaitlists, type StudentWaitlist } from '@portal/contract';
import { expect, test } from '@playwright/test';
import type { OwnServer } from './support/own-server';
import { expectAccessible, saveScreenshot, shownPage, signInToHome } from './support/portal';
import { findStudent } from './support/student-api';
import { startWaitlistWorld } from './support/waitlist-world';

/**
 * Issue 31: a seat offer is accepted where the student is sent — on home — through the window open to
 * them now. The portal (support/waitlist-world.ts) has advising and add/drop open, and students inside
 * their advising time whose add/drop time is a day away, each holding an offer.
 */
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await startWaitlistWorld();
});

test.afterAll(async () => {
  await server.stop();
});

test('an offer is accepted from home before the add/drop time, inside the advising time', async ({
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  const found = await findStudent<StudentWaitlist>(
    context.request,
    async (api) => {
      const mine = await api.get(studentWaitlists, '/api/Waitlist/GetStudentWaitlists');
      return mine.Waitlists.find((place) => place.Offer !== null);
    },
    { limit: 60, claim: 'waitlist-offer' },
  );
  const offer = found.record;
  const name = `${offer.CourseCode} section ${offer.SectionNo}`;
  await signInToHome(page, found.email);

  const tile = shownPage(page).getByRole('region', { name: 'Seat offers from waitlists' });
  await expect(tile.getByRole('article', { name })).toBeVisible({ timeout: 30_000 });
  // The student's times, on the university's clock: advising is theirs now, add/drop from tomorrow.
  const times = tile.getByRole('region', { name: 'Your registration times' });
  await expect(times).toContainText('Advising: open to you now, until');
  await expect(times).toContainText('Add/drop: your time is');
  await expectAccessible(page);
  await saveScreenshot(page, `waitlist-offer-home-${testInfo.project.name}`);

  await tile.getByRole('button', { name: 'Accept the seat' }).click();
  await expect(tile.getByRole('status')).toHaveText(`The seat is yours: ${name} is on your timetable.`, {
    timeout: 30_000,
  });
  await context.close();
});
