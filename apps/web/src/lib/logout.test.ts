import { calls } from '@portal/contract/calls';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './api-client';
import { createMemoryStore } from './key-value-store';
import { logout, type LogoutDependencies } from './logout';
import { Session } from './session';

function storedEverything() {
  return createMemoryStore({
    userToken: { access_token: 't', userName: 'student@ndu.edu.eg' },
    Accept: 1,
    menu: [],
    StudentData: {},
    G_token: 'g',
    menuLoad: true,
    pushToken: 'p',
    advblk: 1,
    advcalender: 1,
    sessionProfile: { Role: 'student', Roles: [], DisplayName: 'S' },
  });
}

function browserStorage(): Storage {
  const storage = window.localStorage;
  storage.clear();
  for (const key of ['isRegister', 'FireToken', 'language']) storage.setItem(key, '1');
  return storage;
}

describe('logout (spec §4)', () => {
  it('clears exactly the session keys, revokes the token while it is still stored, then goes to login', async () => {
    const store = storedEverything();
    const session = new Session(store);
    await session.load();
    const order: string[] = [];
    const storage = browserStorage();
    const deps: LogoutDependencies = {
      session,
      browserStorage: storage,
      revokeToken: () => {
        order.push(`revoke:${store.entries.has('userToken')}`);
        return Promise.resolve();
      },
      removeDevicePush: (pushToken) => {
        order.push(`removeDevice:${pushToken}:${store.entries.has('userToken')}`);
        return Promise.resolve();
      },
      closeMenu: () => {
        order.push('closeMenu');
        return Promise.resolve();
      },
      goToLogin: () => order.push('login'),
    };
    await logout(deps);

    // advblk and advcalender are not in the spec's list: they survive a sign-out.
    expect([...store.entries.keys()].sort()).toEqual(['advblk', 'advcalender']);
    expect(storage.getItem('isRegister')).toBeNull();
    expect(storage.getItem('FireToken')).toBeNull();
    expect(storage.getItem('language')).toBe('1');
    // The stored push token is removed at the server before the token is revoked (both need it).
    expect(order).toEqual(['removeDevice:p:true', 'revoke:true', 'closeMenu', 'login']);
    expect(session.current().token).toBeUndefined();
  });

  it('signs out even when the server cannot revoke the token', async () => {
    const store = storedEverything();
    const session = new Session(store);
    await session.load();
    const goToLogin = vi.fn();
    await logout({
      session,
      browserStorage: browserStorage(),
      revokeToken: () => Promise.reject(new Error('offline')),
      removeDevicePush: () => Promise.reject(new Error('offline')),
      closeMenu: () => Promise.resolve(),
      goToLogin,
    });
    expect(store.entries.has('userToken')).toBe(false);
    expect(goToLogin).toHaveBeenCalledOnce();
  });
  it('removes no device when none was registered', async () => {
    const store = storedEverything();
    store.entries.delete('pushToken');
    const session = new Session(store);
    await session.load();
    const removeDevicePush = vi.fn(() => Promise.resolve());
    await logout({
      session,
      browserStorage: browserStorage(),
      revokeToken: () => Promise.resolve(),
      removeDevicePush,
      closeMenu: () => Promise.resolve(),
      goToLogin: () => undefined,
    });
    expect(removeDevicePush).not.toHaveBeenCalled();
  });
});

describe('HTTP 401 ⇒ logout (spec §8)', () => {
  it('calls onUnauthorized on a 401 from any call, and still rejects the call', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ Status: '401', ReturnObject: null }), { status: 401 })),
    );
    const client = createApiClient({ fetch, baseUrl: () => '', onUnauthorized });
    await expect(client.call(calls.staff.getStudents, { body: { Query: 'ab' } })).rejects.toThrow();
    await expect(client.call(calls.menu.getMenu)).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('tells onUnauthorized which token the refused call carried', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(() => Promise.resolve(new Response('{}', { status: 401 })));
    const client = createApiClient({
      fetch,
      baseUrl: () => '',
      headers: () => ({ Authorization: 'Bearer student-token' }),
      onUnauthorized,
    });
    await expect(client.call(calls.defaultData.getStudentData)).rejects.toThrow();
    expect(onUnauthorized).toHaveBeenCalledWith(
      expect.objectContaining({ Authorization: 'Bearer student-token' }),
    );
  });

  it('does not log out on a business refusal (HTTP 200, Status "401") such as wrong staff credentials', async () => {
    const onUnauthorized = vi.fn();
    const fetch = vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ Status: '401', ReturnObject: null, Message: 'Wrong' }), {
          status: 200,
        }),
      ),
    );
    const client = createApiClient({ fetch, baseUrl: () => '', onUnauthorized });
    await expect(
      client.call(calls.account.adminLoginByPost, { body: { userName: 'staff', Pass: 'wrong' } }),
    ).rejects.toThrow('Wrong');
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('sends a JSON content type only on calls with a body', async () => {
    const inits: (RequestInit | undefined)[] = [];
    const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
      inits.push(init);
      return Promise.resolve(new Response(JSON.stringify({ Status: '200', ReturnObject: 1 })));
    });
    const client = createApiClient({ fetch, baseUrl: () => '' });
    await client.call(calls.addDrop.save, { body: { Version: 1 } });
    await client.call(calls.menu.getMenu);
    expect(new Headers(inits[0]?.headers).get('content-type')).toBe('application/json');
    expect(inits[0]?.body).toBe('{"Version":1}');
    expect(new Headers(inits[1]?.headers).get('content-type')).toBeNull();
  });
});
