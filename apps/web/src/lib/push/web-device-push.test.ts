import { describe, expect, it, vi } from 'vitest';
import { PushUnavailableError } from './device-push';
import { WebDevicePush, type BrowserPushApis } from './web-device-push';

const SERVER_KEY = 'BPlx0gvtOaRwXCeHXqFU6mFjHXXwUnS4c62bcyuNNHDYc7A4OIRcr3dJCzOuvtH8F6NgyN98gTJ_gw3Wq5lNaBY';

function keyBytes(base64url: string): ArrayBuffer {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/') + '=');
  return Uint8Array.from(binary, (character) => character.charCodeAt(0)).buffer;
}

/** A browser's PushManager and Notification API, as far as the adapter uses them. */
function fakeBrowser(
  options: {
    permission?: NotificationPermission;
    answer?: NotificationPermission;
    existingKey?: string;
  } = {},
) {
  const subscriptions: { key: ArrayBuffer; unsubscribed: boolean; toJSON(): object }[] = [];
  const make = (key: ArrayBuffer, n: number) => {
    const subscription = {
      key,
      unsubscribed: false,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({
        endpoint: `https://fcm.googleapis.com/fcm/send/${String(n)}`,
        keys: { p256dh: 'p', auth: 'a' },
      }),
      unsubscribe: () => {
        subscription.unsubscribed = true;
        current = null;
        return Promise.resolve(true);
      },
    };
    subscriptions.push(subscription);
    return subscription;
  };
  let current: ReturnType<typeof make> | null = options.existingKey
    ? make(keyBytes(options.existingKey), 0)
    : null;
  const pushManager = {
    getSubscription: vi.fn(() => Promise.resolve(current)),
    subscribe: vi.fn((init: { applicationServerKey: Uint8Array }) => {
      current = make(new Uint8Array(init.applicationServerKey).buffer, subscriptions.length);
      return Promise.resolve(current);
    }),
  };
  const listeners = new Set<(event: Event) => void>();
  const notification = {
    permission: options.permission ?? 'default',
    requestPermission: vi.fn(() => Promise.resolve(options.answer ?? 'granted')),
  };
  const apis = {
    serviceWorker: {
      ready: Promise.resolve({ pushManager }),
      addEventListener: (_type: string, listener: (event: Event) => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: (event: Event) => void) => listeners.delete(listener),
    },
    notification,
  };
  const post = (data: unknown) => {
    for (const listener of listeners) listener(new MessageEvent('message', { data }));
  };
  const typed: BrowserPushApis = apis;
  return { apis: typed, pushManager, notification, subscriptions, post, listeners };
}

describe('Web Push adapter', () => {
  it('asks for permission only when turned on, and subscribes with the server key (userVisibleOnly)', async () => {
    const browser = fakeBrowser();
    const device = new WebDevicePush(browser.apis);
    expect(await device.permission()).toBe('prompt');
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    const token = await device.subscribe(SERVER_KEY);
    expect(browser.notification.requestPermission).toHaveBeenCalledOnce();
    const [init] = browser.pushManager.subscribe.mock.calls[0] ?? [];
    expect(init).toMatchObject({ userVisibleOnly: true });
    expect(new Uint8Array(init?.applicationServerKey ?? [])).toEqual(new Uint8Array(keyBytes(SERVER_KEY)));
    expect(JSON.parse(token)).toEqual({
      endpoint: 'https://fcm.googleapis.com/fcm/send/0',
      keys: { p256dh: 'p', auth: 'a' },
    });
  });

  it('refuses when the person does not allow notifications, without subscribing', async () => {
    const browser = fakeBrowser({ answer: 'denied' });
    await expect(new WebDevicePush(browser.apis).subscribe(SERVER_KEY)).rejects.toBeInstanceOf(
      PushUnavailableError,
    );
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('reuses a subscription made for the same key and replaces one made for another key', async () => {
    const same = fakeBrowser({ permission: 'granted', existingKey: SERVER_KEY });
    await new WebDevicePush(same.apis).subscribe(SERVER_KEY);
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    const other = fakeBrowser({ permission: 'granted', existingKey: 'BAAA' + SERVER_KEY.slice(4) });
    await new WebDevicePush(other.apis).subscribe(SERVER_KEY);
    expect(other.subscriptions[0]?.unsubscribed).toBe(true);
    expect(other.pushManager.subscribe).toHaveBeenCalledOnce();
  });

  it('reads the current token only while permission is granted', async () => {
    expect(
      await new WebDevicePush(
        fakeBrowser({ permission: 'denied', existingKey: SERVER_KEY }).apis,
      ).currentToken(),
    ).toBeUndefined();
    const token = await new WebDevicePush(
      fakeBrowser({ permission: 'granted', existingKey: SERVER_KEY }).apis,
    ).currentToken();
    expect(token).toContain('fcm.googleapis.com');
  });

  it('says so when the browser has no push at all', async () => {
    const device = new WebDevicePush({ serviceWorker: undefined, notification: undefined });
    expect(await device.permission()).toBe('unsupported');
    await expect(device.subscribe(SERVER_KEY)).rejects.toBeInstanceOf(PushUnavailableError);
  });

  it("hands on the worker's messages: a push while visible, a changed subscription, a page to open", () => {
    const browser = fakeBrowser();
    const device = new WebDevicePush(browser.apis);
    const arrived = vi.fn();
    const changed = vi.fn();
    const opened = vi.fn();
    const stops = [device.onForegroundMessage(arrived), device.onTokenChange(changed), device.onOpen(opened)];
    browser.post({
      type: 'portal-push',
      message: { MessageId: 3, Title: 'T', Body: 'B', Link: 'transcript' },
    });
    browser.post({ type: 'portal-push', message: { Title: 'no id' } });
    browser.post({ type: 'portal-push-subscription-changed' });
    browser.post({ type: 'portal-push-open', link: 'transcript' });
    browser.post('not ours');
    expect(arrived).toHaveBeenCalledExactlyOnceWith({
      MessageId: 3,
      Title: 'T',
      Body: 'B',
      Link: 'transcript',
    });
    expect(changed).toHaveBeenCalledOnce();
    expect(opened).toHaveBeenCalledExactlyOnceWith('transcript');
    for (const stop of stops) stop();
    expect(browser.listeners.size).toBe(0);
  });
});
