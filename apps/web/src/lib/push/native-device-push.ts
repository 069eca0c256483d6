import { liveMessage, type LiveMessage } from '@portal/contract';
import type { PushNotificationSchema, PushNotificationsPlugin } from '@capacitor/push-notifications';
import type { DevicePush, PushPermission } from './device-push';
import { PushUnavailableError } from './device-push';

export type NativePushPlugin = Pick<
  PushNotificationsPlugin,
  'checkPermissions' | 'requestPermissions' | 'register' | 'unregister' | 'addListener'
>;

function fieldsOf(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null ? { ...data } : {};
}

/** FCM data values are strings: MessageId "31", Link "" for none. A link that is no page is dropped. */
function messageOf(notification: PushNotificationSchema): LiveMessage | undefined {
  const data: unknown = notification.data;
  const fields = fieldsOf(data);
  const candidate = {
    MessageId: Number(fields.MessageId),
    Title: notification.title ?? '',
    Body: notification.body ?? '',
    Link: typeof fields.Link === 'string' && fields.Link !== '' ? fields.Link : null,
  };
  const parsed = liveMessage.safeParse(candidate);
  if (parsed.success) return parsed.data;
  const withoutLink = liveMessage.safeParse({ ...candidate, Link: null });
  return withoutLink.success ? withoutLink.data : undefined;
}

/**
 * The iOS/Android app: Firebase Cloud Messaging through @capacitor/push-notifications. The token comes
 * from the plugin's `registration` event after `register()`; RegisterToken stores it with kind "fcm".
 */
export class NativeDevicePush implements DevicePush {
  readonly kind = 'fcm' as const;

  constructor(private readonly plugin: NativePushPlugin) {}

  async permission(): Promise<PushPermission> {
    const { receive } = await this.plugin.checkPermissions();
    return receive === 'granted' || receive === 'denied' ? receive : 'prompt';
  }

  async subscribe(): Promise<string> {
    const { receive } = await this.plugin.requestPermissions();
    if (receive !== 'granted') throw new PushUnavailableError('Notifications were not allowed.');
    return this.register();
  }

  async currentToken(): Promise<string | undefined> {
    if ((await this.permission()) !== 'granted') return undefined;
    return this.register();
  }

  unsubscribe(): Promise<void> {
    return this.plugin.unregister();
  }

  onForegroundMessage(listener: (message: LiveMessage) => void): () => void {
    return this.listen(
      this.plugin.addListener('pushNotificationReceived', (notification) => {
        const message = messageOf(notification);
        if (message) listener(message);
      }),
    );
  }

  /** FCM renews tokens on its own and announces them through `registration` again. */
  onTokenChange(listener: () => void): () => void {
    return this.listen(
      this.plugin.addListener('registration', () => {
        listener();
      }),
    );
  }

  onOpen(listener: (link: string) => void): () => void {
    return this.listen(
      this.plugin.addListener('pushNotificationActionPerformed', (action) => {
        listener(messageOf(action.notification)?.Link ?? 'notification');
      }),
    );
  }

  /** register() answers through events: the next token or error. */
  private async register(): Promise<string> {
    let settle: { resolve(token: string): void; reject(error: Error): void } | undefined;
    const answer = new Promise<string>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const handles = await Promise.all([
      this.plugin.addListener('registration', (token) => settle?.resolve(token.value)),
      this.plugin.addListener('registrationError', (error) =>
        settle?.reject(new PushUnavailableError(error.error)),
      ),
    ]);
    try {
      await this.plugin.register();
      return await answer;
    } finally {
      await Promise.all(handles.map((handle) => handle.remove()));
    }
  }

  private listen(handle: ReturnType<NativePushPlugin['addListener']>): () => void {
    return () => {
      void handle.then((registered) => registered.remove());
    };
  }
}
