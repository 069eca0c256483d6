/*
 * Push messages in the service worker (spec §4 arrival; issue 6). Loaded into combined-sw.js with
 * importScripts (apps/web/build/pwa.ts, SERVICE_WORKER_IMPORTS), so the app keeps one worker and one scope.
 *
 * A push carries { notification: { title, body }, data: { MessageId, Link } } (the contract's pushPayload).
 * While a window of the app is visible the page is told and shows its own toast and badge (the live stream
 * may already have shown the same message: the page keeps one per MessageId); otherwise the system shows a
 * notification tagged with the message id, so a repeated push replaces it instead of adding a second one.
 */

const PORTAL_PUSH = 'portal-push';
const PORTAL_PUSH_SUBSCRIPTION_CHANGED = 'portal-push-subscription-changed';
const PORTAL_PUSH_OPEN = 'portal-push-open';
/** Page names of spec §2 are lower/upper-case words with hyphens; anything else opens the message list. */
const PAGE_NAME = /^[A-Za-z][A-Za-z0-9-]{0,63}$/;

function messageOf(event) {
  let parsed = null;
  try {
    parsed = event.data ? event.data.json() : null;
  } catch {
    parsed = null;
  }
  const notification = parsed && typeof parsed.notification === 'object' ? parsed.notification : {};
  const data = parsed && typeof parsed.data === 'object' ? parsed.data : {};
  return {
    MessageId: Number.isInteger(data.MessageId) ? data.MessageId : null,
    Title: typeof notification.title === 'string' ? notification.title : '',
    Body: typeof notification.body === 'string' ? notification.body : '',
    Link: typeof data.Link === 'string' && PAGE_NAME.test(data.Link) ? data.Link : null,
  };
}

function appWindows() {
  return self.clients.matchAll({ type: 'window', includeUncontrolled: true });
}

async function arrive(message) {
  const visible = (await appWindows()).filter((client) => client.visibilityState === 'visible');
  if (visible.length > 0) {
    for (const client of visible) client.postMessage({ type: PORTAL_PUSH, message });
    return;
  }
  // A push always has a title; the manifest's short name stands in should one ever come without.
  await self.registration.showNotification(message.Title || 'Student Portal', {
    body: message.Body,
    tag: message.MessageId === null ? undefined : `message-${message.MessageId}`,
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    // Arabic and English messages both read in their own direction.
    dir: 'auto',
    data: { link: message.Link, messageId: message.MessageId },
  });
}

self.addEventListener('push', (event) => {
  event.waitUntil(arrive(messageOf(event)));
});

async function open(link) {
  const url = new URL(`/#/${link}`, self.registration.scope).href;
  const [existing] = await appWindows();
  if (!existing) return self.clients.openWindow(url);
  // navigate() needs a window this worker controls; any other is asked to go there itself.
  const shown = await existing.navigate(url).catch(() => null);
  if (!shown) existing.postMessage({ type: PORTAL_PUSH_OPEN, link });
  return (shown || existing).focus().catch(() => undefined);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = event.notification.data && event.notification.data.link;
  event.waitUntil(open(typeof link === 'string' && PAGE_NAME.test(link) ? link : 'notification'));
});

/*
 * The browser renewed or dropped the subscription. The worker cannot call the portal (it holds no session);
 * it subscribes again with the same key when it can and tells open windows, which register the new
 * subscription; without an open window the app does it at its next start (it compares the subscription
 * with the one it registered).
 */
self.addEventListener('pushsubscriptionchange', (event) => {
  const options = event.oldSubscription ? event.oldSubscription.options : null;
  event.waitUntil(
    (async () => {
      if (!event.newSubscription && options && options.applicationServerKey) {
        await self.registration.pushManager
          .subscribe({ userVisibleOnly: true, applicationServerKey: options.applicationServerKey })
          .catch(() => null);
      }
      for (const client of await appWindows()) client.postMessage({ type: PORTAL_PUSH_SUBSCRIPTION_CHANGED });
    })(),
  );
});
