import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

type Listener = (event: Record<string, unknown>) => void;

interface FakeWindow {
  visibilityState: 'visible' | 'hidden';
  postMessage: ReturnType<typeof vi.fn>;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

const SOURCE = readFileSync(resolve(__dirname, '../public/push-sw.js'), 'utf8');

function windowClient(visibilityState: 'visible' | 'hidden', controlled = true): FakeWindow {
  const client: FakeWindow = {
    visibilityState,
    postMessage: vi.fn(),
    focus: vi.fn(() => Promise.resolve(client)),
    navigate: vi.fn((url: string) =>
      controlled ? Promise.resolve({ ...client, url }) : Promise.reject(new TypeError('not controlled')),
    ),
  };
  return client;
}

/** push-sw.js run as the service worker runs it: its listeners on a fake `self`. */
function worker(windows: FakeWindow[]) {
  const listeners = new Map<string, Listener>();
  const self = {
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    registration: {
      scope: 'https://portal.test/',
      showNotification: vi.fn<(title: string, options: object) => Promise<void>>(() => Promise.resolve()),
      pushManager: { subscribe: vi.fn(() => Promise.resolve({})) },
    },
  };
  runInNewContext(SOURCE, { self, URL, Number, JSON });
  const fire = async (type: string, event: Record<string, unknown>) => {
    let waited: Promise<unknown> = Promise.resolve();
    const listener = listeners.get(type);
    if (!listener) throw new Error(`no ${type} listener`);
    listener({ ...event, waitUntil: (promise: Promise<unknown>) => (waited = promise) });
    await waited;
  };
  return { self, fire };
}

const pushEvent = (payload: unknown) => ({ data: { json: () => payload } });
const payload = {
  notification: { title: 'Grades', body: 'Out now' },
  data: { MessageId: 12, Link: 'transcript' },
};

describe('push-sw.js (the push handlers in combined-sw.js)', () => {
  it('hands a push to visible windows and shows no notification', async () => {
    const visible = windowClient('visible');
    const hidden = windowClient('hidden');
    const { self, fire } = worker([visible, hidden]);
    await fire('push', pushEvent(payload));
    expect(visible.postMessage).toHaveBeenCalledWith({
      type: 'portal-push',
      message: { MessageId: 12, Title: 'Grades', Body: 'Out now', Link: 'transcript' },
    });
    expect(hidden.postMessage).not.toHaveBeenCalled();
    expect(self.registration.showNotification).not.toHaveBeenCalled();
  });

  it('shows a notification tagged with the message when no window is visible', async () => {
    const { self, fire } = worker([windowClient('hidden')]);
    await fire('push', pushEvent(payload));
    expect(self.registration.showNotification).toHaveBeenCalledWith(
      'Grades',
      expect.objectContaining({
        body: 'Out now',
        tag: 'message-12',
        data: { link: 'transcript', messageId: 12 },
      }),
    );
  });

  it('drops a link that is not a page name and survives a payload that is not JSON', async () => {
    const { self, fire } = worker([]);
    await fire('push', pushEvent({ ...payload, data: { MessageId: 13, Link: 'https://evil.example/' } }));
    await fire('push', {
      data: {
        json: () => {
          throw new SyntaxError('not JSON');
        },
      },
    });
    expect(self.registration.showNotification).toHaveBeenNthCalledWith(
      1,
      'Grades',
      expect.objectContaining({ data: { link: null, messageId: 13 } }),
    );
    expect(self.registration.showNotification).toHaveBeenNthCalledWith(
      2,
      'Student Portal',
      expect.objectContaining({ data: { link: null, messageId: null } }),
    );
  });

  it('on click, takes an open window to the message page, or opens one', async () => {
    const open = windowClient('hidden');
    const withWindow = worker([open]);
    const notification = { close: vi.fn(), data: { link: 'transcript' } };
    await withWindow.fire('notificationclick', { notification });
    expect(notification.close).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith('https://portal.test/#/transcript');
    expect(open.focus).toHaveBeenCalled();

    const empty = worker([]);
    await empty.fire('notificationclick', { notification: { close: vi.fn(), data: { link: null } } });
    expect(empty.self.clients.openWindow).toHaveBeenCalledWith('https://portal.test/#/notification');
  });

  it('asks a window it does not control to go to the page itself', async () => {
    const uncontrolled = windowClient('visible', false);
    const { fire } = worker([uncontrolled]);
    await fire('notificationclick', { notification: { close: vi.fn(), data: { link: 'AddDrop' } } });
    expect(uncontrolled.postMessage).toHaveBeenCalledWith({ type: 'portal-push-open', link: 'AddDrop' });
  });
});
