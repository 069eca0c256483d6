import { setDevicePushRemoval } from '../api';

/**
 * Lets a logout end the device's push registration. The push code is loaded only when a logout needs it,
 * so start-up does not carry it.
 */
export function connectDevicePushRemoval(): void {
  setDevicePushRemoval(async (email, pushToken) => {
    const [{ pushDeps }, { removeRegistration }] = await Promise.all([
      import('./push-service'),
      import('./push-registration'),
    ]);
    await removeRegistration(await pushDeps(email), pushToken);
  });
}
