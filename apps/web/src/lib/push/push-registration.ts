import type { DevicePushTokenBody, PushConfiguration } from '@portal/contract';
import type { KeyValueStore } from '../key-value-store';
import { BROWSER_KEYS, STORE_KEYS } from '../session';
import type { DevicePush } from './device-push';

/** Kept across sign-outs: the installation stays the same device whoever signs in next. */
export const DEVICE_ID_KEY = 'pushDeviceId';

type BrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface PushCalls {
  configuration(): Promise<PushConfiguration>;
  register(body: DevicePushTokenBody): Promise<unknown>;
  remove(body: DevicePushTokenBody): Promise<unknown>;
  removeToken(body: DevicePushTokenBody): Promise<unknown>;
}

export interface PushRegistrationDeps {
  device: DevicePush;
  calls: PushCalls;
  /** Ionic Storage (`pushToken`, spec §3). */
  store: KeyValueStore;
  /** localStorage (`isRegister`, `FireToken`, spec §3; and the device id). */
  browserStorage: BrowserStorage;
  /** The signed-in student's login email (StudentEmail). */
  email: string;
  newId?: () => string;
}

/** This installation's id for RegisterToken, made once. */
export function deviceId(storage: BrowserStorage, newId: () => string = () => crypto.randomUUID()): string {
  const known = storage.getItem(DEVICE_ID_KEY);
  if (known && /^[A-Za-z0-9._:-]{8,128}$/.test(known)) return known;
  const made = newId();
  storage.setItem(DEVICE_ID_KEY, made);
  return made;
}

async function remember(deps: PushRegistrationDeps, token: string): Promise<void> {
  await deps.store.set(STORE_KEYS.pushToken, token);
  deps.browserStorage.setItem(BROWSER_KEYS.isRegister, '1');
  deps.browserStorage.setItem(BROWSER_KEYS.fireToken, token);
}

async function forget(deps: Pick<PushRegistrationDeps, 'store' | 'browserStorage'>): Promise<void> {
  await deps.store.remove(STORE_KEYS.pushToken);
  deps.browserStorage.removeItem(BROWSER_KEYS.isRegister);
  deps.browserStorage.removeItem(BROWSER_KEYS.fireToken);
}

/** The token this device registered, if any. */
export async function registeredToken(store: KeyValueStore): Promise<string | undefined> {
  const token = await store.get(STORE_KEYS.pushToken);
  return typeof token === 'string' && token !== '' ? token : undefined;
}

/** The person chose "Turn on": permission, subscription, RegisterToken, then the spec's keys. */
export async function turnOn(deps: PushRegistrationDeps): Promise<void> {
  const { VapidPublicKey } = await deps.calls.configuration();
  const token = await deps.device.subscribe(VapidPublicKey);
  await deps.calls.register({
    StudentEmail: deps.email,
    Token: token,
    DeviceId: deviceId(deps.browserStorage, deps.newId),
  });
  await remember(deps, token);
}

/**
 * RemoveToken and RemoveFCMToken for a token, then the device unsubscribes. Used by "Turn off", by the
 * logout sequence and when the permission was withdrawn. A failed call does not keep the device subscribed.
 */
export async function removeRegistration(
  deps: Pick<PushRegistrationDeps, 'device' | 'calls' | 'browserStorage' | 'email' | 'newId'>,
  token: string,
): Promise<void> {
  const body = {
    StudentEmail: deps.email,
    Token: token,
    DeviceId: deviceId(deps.browserStorage, deps.newId),
  };
  await deps.calls.remove(body).catch(() => undefined);
  await deps.calls.removeToken(body).catch(() => undefined);
  await deps.device.unsubscribe().catch(() => undefined);
}

export async function turnOff(deps: PushRegistrationDeps): Promise<void> {
  const token = await registeredToken(deps.store);
  if (token) await removeRegistration(deps, token);
  await forget(deps);
}

export type SyncOutcome = 'off' | 'on' | 'renewed' | 'withdrawn';

/**
 * At start and when the worker reports a changed subscription: a withdrawn permission or a dropped
 * subscription removes the registration; a renewed subscription is registered in place of the old one.
 */
export async function syncRegistration(deps: PushRegistrationDeps): Promise<SyncOutcome> {
  const registered = await registeredToken(deps.store);
  if (!registered) return 'off';
  const current =
    (await deps.device.permission()) === 'granted' ? await deps.device.currentToken() : undefined;
  if (current === undefined) {
    await removeRegistration(deps, registered);
    await forget(deps);
    return 'withdrawn';
  }
  if (current === registered) return 'on';
  const id = deviceId(deps.browserStorage, deps.newId);
  await deps.calls.register({ StudentEmail: deps.email, Token: current, DeviceId: id });
  await deps.calls
    .removeToken({ StudentEmail: deps.email, Token: registered, DeviceId: id })
    .catch(() => undefined);
  await remember(deps, current);
  return 'renewed';
}
