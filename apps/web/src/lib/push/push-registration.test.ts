import type { DevicePushTokenBody } from '@portal/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStore } from '../key-value-store';
import type { DevicePush, PushPermission } from './device-push';
import {
  DEVICE_ID_KEY,
  removeRegistration,
  syncRegistration,
  turnOff,
  turnOn,
  type PushRegistrationDeps,
} from './push-registration';

function fakeDevice(initial: { permission: PushPermission; token?: string }) {
  const state = { ...initial, unsubscribed: 0 };
  const device: DevicePush = {
    kind: 'web',
    permission: () => Promise.resolve(state.permission),
    subscribe: () => {
      state.permission = 'granted';
      state.token = 'subscription-1';
      return Promise.resolve(state.token);
    },
    currentToken: () => Promise.resolve(state.token),
    unsubscribe: () => {
      state.unsubscribed += 1;
      state.token = undefined;
      return Promise.resolve();
    },
    onForegroundMessage: () => () => undefined,
    onTokenChange: () => () => undefined,
    onOpen: () => () => undefined,
  };
  return { device, state };
}

function setUp(device: DevicePush, stored: Record<string, unknown> = {}) {
  const calls: [string, DevicePushTokenBody][] = [];
  const record = (name: string) => (body: DevicePushTokenBody) => {
    calls.push([name, body]);
    return Promise.resolve({});
  };
  window.localStorage.clear();
  const deps: PushRegistrationDeps = {
    device,
    calls: {
      configuration: () => Promise.resolve({ VapidPublicKey: 'server-key', NativePush: false }),
      register: record('RegisterToken'),
      remove: record('RemoveToken'),
      removeToken: record('RemoveFCMToken'),
    },
    store: createMemoryStore(stored),
    browserStorage: window.localStorage,
    email: 'student@ndu.edu.eg',
    newId: () => 'device-0001',
  };
  return { deps, calls };
}

describe('push registration (spec §3 keys, §4 logout)', () => {
  beforeEach(() => {
    window.localStorage.clear();
  });

  it('turns on: subscribes, registers with StudentEmail/Token/DeviceId, stores pushToken, isRegister, FireToken', async () => {
    const { device } = fakeDevice({ permission: 'prompt' });
    const { deps, calls } = setUp(device);
    await turnOn(deps);
    expect(calls).toEqual([
      [
        'RegisterToken',
        { StudentEmail: 'student@ndu.edu.eg', Token: 'subscription-1', DeviceId: 'device-0001' },
      ],
    ]);
    expect(await deps.store.get('pushToken')).toBe('subscription-1');
    expect(window.localStorage.getItem('isRegister')).toBe('1');
    expect(window.localStorage.getItem('FireToken')).toBe('subscription-1');
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe('device-0001');
  });

  it('turns off: RemoveToken, RemoveFCMToken, unsubscribe, keys cleared; the device id stays', async () => {
    const { device, state } = fakeDevice({ permission: 'granted', token: 'subscription-1' });
    const { deps, calls } = setUp(device, { pushToken: 'subscription-1' });
    window.localStorage.setItem(DEVICE_ID_KEY, 'device-0009');
    await turnOff(deps);
    expect(calls.map(([name, body]) => [name, body.Token, body.DeviceId])).toEqual([
      ['RemoveToken', 'subscription-1', 'device-0009'],
      ['RemoveFCMToken', 'subscription-1', 'device-0009'],
    ]);
    expect(state.unsubscribed).toBe(1);
    expect(await deps.store.get('pushToken')).toBeUndefined();
    expect(window.localStorage.getItem('isRegister')).toBeNull();
    expect(window.localStorage.getItem(DEVICE_ID_KEY)).toBe('device-0009');
  });

  it('unsubscribes even when the server cannot be told (logout offline)', async () => {
    const { device, state } = fakeDevice({ permission: 'granted', token: 't' });
    const { deps } = setUp(device);
    deps.calls.remove = vi.fn(() => Promise.reject(new Error('offline')));
    await removeRegistration(deps, 't');
    expect(state.unsubscribed).toBe(1);
  });

  it('on start: nothing registered, nothing to do', async () => {
    const { device } = fakeDevice({ permission: 'granted', token: 'x' });
    const { deps, calls } = setUp(device);
    expect(await syncRegistration(deps)).toBe('off');
    expect(calls).toEqual([]);
  });

  it('on start: a withdrawn permission removes the registration', async () => {
    const { device } = fakeDevice({ permission: 'denied', token: 'subscription-1' });
    const { deps, calls } = setUp(device, { pushToken: 'subscription-1' });
    expect(await syncRegistration(deps)).toBe('withdrawn');
    expect(calls.map(([name]) => name)).toEqual(['RemoveToken', 'RemoveFCMToken']);
    expect(await deps.store.get('pushToken')).toBeUndefined();
  });

  it('on start: a renewed subscription is registered and the old token removed', async () => {
    const { device } = fakeDevice({ permission: 'granted', token: 'subscription-2' });
    const { deps, calls } = setUp(device, { pushToken: 'subscription-1' });
    expect(await syncRegistration(deps)).toBe('renewed');
    expect(calls.map(([name, body]) => [name, body.Token])).toEqual([
      ['RegisterToken', 'subscription-2'],
      ['RemoveFCMToken', 'subscription-1'],
    ]);
    expect(await deps.store.get('pushToken')).toBe('subscription-2');
  });

  it('on start: the same subscription changes nothing', async () => {
    const { device } = fakeDevice({ permission: 'granted', token: 'subscription-1' });
    const { deps, calls } = setUp(device, { pushToken: 'subscription-1' });
    expect(await syncRegistration(deps)).toBe('on');
    expect(calls).toEqual([]);
  });
});
