import type { LiveMessage, PushTokenKind } from '@portal/contract';

/** Whether the person has let this device show notifications. */
export type PushPermission = 'granted' | 'denied' | 'prompt' | 'unsupported';

/**
 * A device's push channel, one interface with two implementations (CONVENTIONS.md §10): the browser's Web
 * Push through the service worker (web-device-push.ts) and the iOS/Android app's Firebase messaging through
 * the Capacitor plugin (native-device-push.ts). The app never touches either API directly.
 */
export interface DevicePush {
  readonly kind: PushTokenKind;
  permission(): Promise<PushPermission>;
  /** Asks for permission (only ever after the person chose to turn notifications on) and subscribes. */
  subscribe(vapidPublicKey: string): Promise<string>;
  /** The token the device has now, without asking anything; undefined when it is not subscribed. */
  currentToken(): Promise<string | undefined>;
  unsubscribe(): Promise<void>;
  /** Pushes that arrive while the app is open and visible (the page shows them, not the system). */
  onForegroundMessage(listener: (message: LiveMessage) => void): () => void;
  /** The platform renewed or dropped the subscription: the app registers again. */
  onTokenChange(listener: () => void): () => void;
  /** The person opened a notification: the page to show. */
  onOpen(listener: (link: string) => void): () => void;
}

export class PushUnavailableError extends Error {}
