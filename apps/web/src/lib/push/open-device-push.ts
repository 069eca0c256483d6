import { isNativeApp } from '../platform';
import type { DevicePush } from './device-push';

/** The device's push channel: the Capacitor plugin inside the app, the service worker in a browser. */
export async function openDevicePush(): Promise<DevicePush> {
  if (isNativeApp()) {
    const [{ PushNotifications }, { NativeDevicePush }] = await Promise.all([
      import('@capacitor/push-notifications'),
      import('./native-device-push'),
    ]);
    return new NativeDevicePush(PushNotifications);
  }
  const { WebDevicePush, browserPushApis } = await import('./web-device-push');
  return new WebDevicePush(browserPushApis());
}
