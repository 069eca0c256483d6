import { session } from '../api';
import { getPushConfiguration } from './api/get-push-configuration';
import { registerToken } from './api/register-token';
import { removeFcmToken } from './api/remove-fcm-token';
import { removeToken } from './api/remove-token';
import type { PushRegistrationDeps } from './push-registration';
import { openDevicePush } from './open-device-push';

/** The registration flow wired to this app's session, storage, API and device (loaded on demand). */
export async function pushDeps(email: string): Promise<PushRegistrationDeps> {
  return {
    device: await openDevicePush(),
    calls: {
      configuration: getPushConfiguration,
      register: registerToken,
      remove: removeToken,
      removeToken: removeFcmToken,
    },
    store: session.store,
    browserStorage: window.localStorage,
    email,
  };
}
