import { liveMessage, type LiveMessage } from '@portal/contract';
import type { DevicePush, PushPermission } from './device-push';
import { PushUnavailableError } from './device-push';

/** The part of a browser PushSubscription the adapter uses. */
export interface PushSubscriptionLike {
  options: { applicationServerKey: ArrayBuffer | null };
  unsubscribe(): Promise<boolean>;
  toJSON(): unknown;
}

/** What the web adapter needs of the browser (the real APIs fit it; tests pass doubles). */
export interface BrowserPushApis {
  serviceWorker:
    | {
        ready: Promise<{
          pushManager: {
            getSubscription(): Promise<PushSubscriptionLike | null>;
            subscribe(init: {
              userVisibleOnly: boolean;
              applicationServerKey: Uint8Array<ArrayBuffer>;
            }): Promise<PushSubscriptionLike>;
          };
        }>;
        addEventListener(type: 'message', listener: (event: Event) => void): void;
        removeEventListener(type: 'message', listener: (event: Event) => void): void;
      }
    | undefined;
  notification:
    { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> } | undefined;
}

/** Message types the push handlers of the service worker (public/push-sw.js) post to open windows. */
export const WORKER_MESSAGES = {
  push: 'portal-push',
  subscriptionChanged: 'portal-push-subscription-changed',
  open: 'portal-push-open',
} as const;

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function recordOf(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null ? { ...value } : undefined;
}

/**
 * Web Push through the service worker combined-sw.js: permission from the Notification API, the
 * subscription from the worker's PushManager (`userVisibleOnly`, the server's VAPID key), and the token is
 * the subscription as JSON — what RegisterToken takes.
 */
export class WebDevicePush implements DevicePush {
  readonly kind = 'web' as const;

  constructor(private readonly apis: BrowserPushApis) {}

  permission(): Promise<PushPermission> {
    const { serviceWorker, notification } = this.apis;
    if (!serviceWorker || !notification) return Promise.resolve('unsupported');
    const state = notification.permission;
    return Promise.resolve(state === 'default' ? 'prompt' : state);
  }

  async subscribe(vapidPublicKey: string): Promise<string> {
    const { serviceWorker, notification } = this.apis;
    if (!serviceWorker || !notification)
      throw new PushUnavailableError('This browser cannot receive notifications.');
    if ((await notification.requestPermission()) !== 'granted') {
      throw new PushUnavailableError('Notifications were not allowed.');
    }
    const registration = await serviceWorker.ready;
    const key = applicationServerKey(vapidPublicKey);
    let subscription = await registration.pushManager.getSubscription();
    // A subscription made for another server key cannot be used with this one.
    if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return JSON.stringify(subscription);
  }

  async currentToken(): Promise<string | undefined> {
    if (!this.apis.serviceWorker || this.apis.notification?.permission !== 'granted') return undefined;
    const subscription = await (await this.apis.serviceWorker.ready).pushManager.getSubscription();
    return subscription ? JSON.stringify(subscription) : undefined;
  }

  async unsubscribe(): Promise<void> {
    if (!this.apis.serviceWorker) return;
    const subscription = await (await this.apis.serviceWorker.ready).pushManager.getSubscription();
    await subscription?.unsubscribe();
  }

  onForegroundMessage(listener: (message: LiveMessage) => void): () => void {
    return this.onWorkerMessage(WORKER_MESSAGES.push, (data) => {
      const parsed = liveMessage.safeParse(data.message);
      if (parsed.success) listener(parsed.data);
    });
  }

  onTokenChange(listener: () => void): () => void {
    return this.onWorkerMessage(WORKER_MESSAGES.subscriptionChanged, () => {
      listener();
    });
  }

  onOpen(listener: (link: string) => void): () => void {
    return this.onWorkerMessage(WORKER_MESSAGES.open, (data) => {
      if (typeof data.link === 'string') listener(data.link);
    });
  }

  private onWorkerMessage(type: string, handle: (data: Record<string, unknown>) => void): () => void {
    const container = this.apis.serviceWorker;
    if (!container) return () => undefined;
    const listener = (event: Event) => {
      const data = event instanceof MessageEvent ? recordOf(event.data) : undefined;
      if (data?.type === type) handle(data);
    };
    container.addEventListener('message', listener);
    return () => {
      container.removeEventListener('message', listener);
    };
  }
}

function sameKey(current: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

/** The browser's own APIs, where it has them. */
export function browserPushApis(): BrowserPushApis {
  const supported = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return {
    serviceWorker: supported ? navigator.serviceWorker : undefined,
    notification: supported ? Notification : undefined,
  };
}
