import type { PluginListenerHandle } from '@capacitor/core';
import type { PushNotificationSchema } from '@capacitor/push-notifications';
import { describe, expect, it, vi } from 'vitest';
import { NativeDevicePush, type NativePushPlugin } from './native-device-push';

type Listener = (event: never) => void;

/** @capacitor/push-notifications as the app sees it: permission, register(), and its events. */
function fakePlugin(options: {
  permission?: 'prompt' | 'granted' | 'denied';
  answer?: 'granted' | 'denied';
  token?: string;
  failure?: string;
}) {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (name: string, event: unknown) => {
    // Each event goes to the listeners registered under its name, which expect exactly that event.
    for (const listener of listeners.get(name) ?? []) Reflect.apply(listener, undefined, [event]);
  };
  const plugin: NativePushPlugin = {
    checkPermissions: () => Promise.resolve({ receive: options.permission ?? 'prompt' }),
    requestPermissions: vi.fn(() => Promise.resolve({ receive: options.answer ?? 'granted' })),
    register: vi.fn(() => {
      queueMicrotask(() => {
        if (options.failure) emit('registrationError', { error: options.failure });
        else emit('registration', { value: options.token ?? 'fcm-token-1' });
      });
      return Promise.resolve();
    }),
    unregister: vi.fn(() => Promise.resolve()),
    addListener: (name: string, listener: Listener): Promise<PluginListenerHandle> => {
      const set = listeners.get(name) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(name, set);
      return Promise.resolve({ remove: () => Promise.resolve(void set.delete(listener)) });
    },
  };
  return { plugin, emit, listeners };
}

const notification = (data: Record<string, string>): PushNotificationSchema => ({
  id: 'n1',
  title: 'Seat freed',
  body: 'CS101',
  data,
});

describe('native push adapter (Capacitor, FCM)', () => {
  it('asks for permission, registers and answers the FCM token', async () => {
    const { plugin, listeners } = fakePlugin({ token: 'fcm-token-abc' });
    const device = new NativeDevicePush(plugin);
    expect(device.kind).toBe('fcm');
    expect(await device.subscribe()).toBe('fcm-token-abc');
    expect(plugin.requestPermissions).toHaveBeenCalledOnce();
    // The one-off listeners are gone again.
    expect([...listeners.values()].every((set) => set.size === 0)).toBe(true);
  });

  it('fails when permission is refused or registration fails', async () => {
    await expect(new NativeDevicePush(fakePlugin({ answer: 'denied' }).plugin).subscribe()).rejects.toThrow(
      'not allowed',
    );
    await expect(
      new NativeDevicePush(fakePlugin({ failure: 'no Google Play services' }).plugin).subscribe(),
    ).rejects.toThrow('no Google Play services');
  });

  it('reads the current token without asking, only while permission is granted', async () => {
    const asked = fakePlugin({ permission: 'prompt' });
    expect(await new NativeDevicePush(asked.plugin).currentToken()).toBeUndefined();
    expect(asked.plugin.register).not.toHaveBeenCalled();
    expect(
      await new NativeDevicePush(fakePlugin({ permission: 'granted', token: 't-2' }).plugin).currentToken(),
    ).toBe('t-2');
  });

  it('hands on foreground pushes and opened notifications with their page', async () => {
    const { plugin, emit } = fakePlugin({});
    const device = new NativeDevicePush(plugin);
    const arrived = vi.fn();
    const opened = vi.fn();
    device.onForegroundMessage(arrived);
    device.onOpen(opened);
    await Promise.resolve();
    emit('pushNotificationReceived', notification({ MessageId: '31', Link: 'AddDrop' }));
    emit('pushNotificationReceived', notification({ MessageId: '32', Link: 'javascript:alert(1)' }));
    emit('pushNotificationReceived', notification({ Link: 'AddDrop' }));
    emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: notification({ MessageId: '31', Link: '' }),
    });
    expect(arrived.mock.calls).toEqual([
      [{ MessageId: 31, Title: 'Seat freed', Body: 'CS101', Link: 'AddDrop' }],
      [{ MessageId: 32, Title: 'Seat freed', Body: 'CS101', Link: null }],
    ]);
    expect(opened).toHaveBeenCalledExactlyOnceWith('notification');
  });
});
