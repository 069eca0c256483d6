import { envelope, sentMessage } from '@portal/contract';
import { z } from 'zod';
import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type CDPSession,
  type Page,
} from '@playwright/test';
import {
  closeMenu,
  expectAccessible,
  openMenu,
  saveScreenshot,
  shownPage,
  signInToHome,
  staffToken,
  studentsWithStatus,
} from './support/portal';

const COMMUNICATIONS = 'communications@ndu.edu.eg';

/** Students from index 50 on are this spec's: other specs use the first ones. */
async function studentFor(request: APIRequestContext, project: string, offset: number) {
  const students = await studentsWithStatus(request, 'active');
  const student = students[50 + offset * 2 + (project === 'phone' ? 1 : 0)];
  if (!student) throw new Error('not enough active demo students');
  return student;
}

async function sendTo(request: APIRequestContext, studentCode: string, title: string): Promise<number> {
  const token = await staffToken(request, COMMUNICATIONS);
  const response = await request.post('/api/Notify/SendMessage', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      Title: title,
      Body: 'Sent by the registrar.',
      Audience: { Kind: 'student', StudentCode: studentCode },
    },
  });
  const answer = envelope(sentMessage.nullable()).parse(await response.json());
  expect(answer.Status, answer.Message).toBe('200');
  if (!answer.ReturnObject) throw new Error('no message id');
  return answer.ReturnObject.MessageId;
}

/**
 * Delivers a push to the app's service worker the way a push service would (Chromium's
 * ServiceWorker.deliverPushMessage: no push service, no subscription needed), through a CDP session of any
 * page of the context.
 */
class PushDelivery {
  private constructor(
    private readonly session: CDPSession,
    private readonly registrationId: string,
    private readonly origin: string,
  ) {}

  /**
   * The registration of the worker controlling `controlled` (the browser may still list registrations of
   * other tests' closed contexts), and a session on `via` to deliver through (any page of the context).
   */
  static async open(
    context: BrowserContext,
    controlled: Page,
    via: Page = controlled,
  ): Promise<PushDelivery> {
    const probe = await context.newCDPSession(controlled);
    const { targetInfo } = await probe.send('Target.getTargetInfo');
    const controlling: string[] = [];
    probe.on('ServiceWorker.workerVersionUpdated', (event) => {
      for (const version of event.versions) {
        if (version.controlledClients?.includes(targetInfo.targetId))
          controlling.push(version.registrationId);
      }
    });
    await probe.send('ServiceWorker.enable');
    await expect.poll(() => controlling.length).toBeGreaterThan(0);
    const [registrationId] = controlling;
    if (registrationId === undefined) throw new Error('no worker controls the page');
    const session = via === controlled ? probe : await context.newCDPSession(via);
    if (session !== probe) await session.send('ServiceWorker.enable');
    return new PushDelivery(session, registrationId, new URL(controlled.url()).origin);
  }

  async push(messageId: number, title: string, body: string, link: string | null): Promise<void> {
    await this.session.send('ServiceWorker.deliverPushMessage', {
      origin: this.origin,
      registrationId: this.registrationId,
      data: JSON.stringify({ notification: { title, body }, data: { MessageId: messageId, Link: link } }),
    });
  }
}

const shownNotification = z.object({
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  data: z.string(),
});

/**
 * Code run inside the service worker (the e2e project has no WebWorker types, so it travels as text): the
 * notifications it shows, and the event a click on the first one fires.
 */
const IN_WORKER = {
  notifications: `self.registration.getNotifications().then((all) => all.map((n) => ({
    title: n.title, body: n.body, tag: n.tag, data: JSON.stringify(n.data) })))`,
  clickFirst: `self.registration.getNotifications().then(([n]) => {
    if (n) self.dispatchEvent(new NotificationEvent('notificationclick', { notification: n }));
  })`,
};

function theWorker(context: BrowserContext) {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  return worker;
}

/** The notifications the service worker is showing, read inside the worker. */
async function shownNotifications(context: BrowserContext) {
  return z.array(shownNotification).parse(await theWorker(context).evaluate(IN_WORKER.notifications));
}

async function badgeNumber(page: Page): Promise<number> {
  const badge = shownPage(page).locator('.header-bell .header-badge');
  if ((await badge.count()) === 0) return 0;
  return Number(await badge.innerText());
}

async function controlledByWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('push messages in the service worker (spec §4 arrival)', () => {
  test('while the app is visible a push goes to the page: one toast per message even when the live stream brought it too', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const origin = baseURL ?? '';
    await context.grantPermissions(['notifications'], { origin });
    const student = await studentFor(request, testInfo.project.name, 0);
    const streamOpened = page.waitForResponse(
      (response) => response.url().includes('/api/Notify/Stream?') && response.status() === 200,
    );
    await signInToHome(page, student.Email);
    await controlledByWorker(page);
    await streamOpened;
    const delivery = await PushDelivery.open(context, page);
    const before = await badgeNumber(page);
    const toasts = page.locator('ion-toast.live-message-toast');

    // The same message by both channels: the live stream and a push the worker hands to the page.
    const title = `Both channels (${testInfo.project.name})`;
    const messageId = await sendTo(request, student.Code, title);
    await expect(toasts.filter({ hasText: title })).toHaveCount(1);
    await delivery.push(messageId, title, 'Sent by the registrar.', null);
    await page.waitForTimeout(1_000);
    await expect(toasts.filter({ hasText: title })).toHaveCount(1);
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveText(String(before + 1));

    // A push alone (no stream event): the page shows it in place of the open toast; the system shows nothing
    // while the app is in view.
    const pushedTitle = `Pushed only (${testInfo.project.name})`;
    await delivery.push(2_000_000_000, pushedTitle, 'Only the push service had this one.', 'transcript');
    await expect(toasts.filter({ hasText: pushedTitle })).toHaveCount(1);
    await expect(toasts.filter({ hasText: title })).toHaveCount(0);
    await expect(shownPage(page).locator('.header-bell .header-badge')).toHaveText(String(before + 2));
    expect(await shownNotifications(context)).toEqual([]);
  });

  test('with no window open the worker shows a notification tagged with the message; a click opens its page', async ({
    page,
    context,
    request,
    baseURL,
  }, testInfo) => {
    const origin = baseURL ?? '';
    await context.grantPermissions(['notifications'], { origin });
    const student = await studentFor(request, testInfo.project.name, 1);
    await signInToHome(page, student.Email);
    await controlledByWorker(page);

    const blank = await context.newPage();
    await blank.goto('about:blank');
    const delivery = await PushDelivery.open(context, page, blank);
    await page.close();
    const title = `Welcome back (${testInfo.project.name})`;
    await delivery.push(2_000_000_001, title, 'Your dashboard has news.', 'home');
    await delivery.push(2_000_000_001, title, 'Your dashboard has news.', 'home');
    // The repeat replaced the first (same tag): one notification.
    await expect
      .poll(() => shownNotifications(context))
      .toEqual([
        {
          title,
          body: 'Your dashboard has news.',
          tag: 'message-2000000001',
          data: JSON.stringify({ link: 'home', messageId: 2_000_000_001 }),
        },
      ]);

    // Reopened, the app is a window the worker controls; a click on the notification takes it to the page.
    const reopened = await context.newPage();
    await reopened.goto('/#/notification');
    await controlledByWorker(reopened);
    // Chromium cannot click a system notification under test: the worker gets the same event a click fires.
    await theWorker(context).evaluate(IN_WORKER.clickFirst);
    // The message's page (home, always on the menu: a page outside the menu would send the app home anyway).
    await expect(reopened).toHaveURL(/#\/home$/);
    await expect.poll(() => shownNotifications(context)).toEqual([]);
  });

  test('the notification page offers push on this device, asks nothing until asked, and "Not now" puts it off', async ({
    page,
    request,
  }, testInfo) => {
    const student = await studentFor(request, testInfo.project.name, 2);
    await signInToHome(page, student.Email);
    await page.goto('/#/notification');
    const card = shownPage(page).locator('.push-card');
    await expect(card.getByRole('heading', { name: 'Get notified on this device' })).toBeVisible();
    expect(await page.evaluate(() => Notification.permission)).toBe('default');
    await saveScreenshot(page, `notification-push-prompt-${testInfo.project.name}`);
    await expectAccessible(page, '.ion-page:not(.ion-page-hidden) main');

    await openMenu(page);
    await page.locator('#portalMenu').getByRole('button', { name: 'العربية' }).click();
    await closeMenu(page);
    await expect(card.getByRole('heading', { name: 'استقبل الإشعارات على هذا الجهاز' })).toBeVisible();
    await saveScreenshot(page, `notification-push-prompt-${testInfo.project.name}-ar`);
    await expectAccessible(page, '.ion-page:not(.ion-page-hidden) main');
    await card.getByRole('button', { name: 'ليس الآن' }).click();
    await expect(card).toHaveCount(0);
    await openMenu(page);
    await page.locator('#portalMenu').getByRole('button', { name: 'English' }).click();
    await closeMenu(page);

    await page.reload();
    await expect(shownPage(page).locator('.message-list, .state-panel').first()).toBeVisible();
    await expect(shownPage(page).locator('.push-card')).toHaveCount(0);
  });
});
