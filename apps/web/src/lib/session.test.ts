import { describe, expect, it } from 'vitest';
import { createMemoryStore } from './key-value-store';
import { displayUserName, Session, STORE_KEYS } from './session';

const staffToken = { access_token: 'staff-token', userName: 'registrar@ndu.edu.eg' };
const staffProfile = { Role: 'staff' as const, Roles: ['registrar'], DisplayName: 'Registrar' };

describe('Session', () => {
  it('loads a stored userToken and ignores a malformed one', async () => {
    const good = new Session(createMemoryStore({ [STORE_KEYS.userToken]: staffToken, Accept: 1 }));
    await good.load();
    expect(good.current().token).toEqual(staffToken);
    expect(good.current().accept).toBe(1);

    const bad = new Session(createMemoryStore({ [STORE_KEYS.userToken]: { access_token: 42 } }));
    await bad.load();
    expect(bad.current().token).toBeUndefined();
  });

  it('stores userToken as { access_token, userName } on sign-in and notifies listeners', async () => {
    const store = createMemoryStore();
    const session = new Session(store);
    let notified = 0;
    session.subscribe(() => (notified += 1));
    await session.signIn(staffToken, staffProfile);
    expect(store.entries.get(STORE_KEYS.userToken)).toEqual(staffToken);
    expect(notified).toBeGreaterThan(0);
  });

  it('keeps the staff session aside while impersonating and restores it', async () => {
    const store = createMemoryStore();
    const session = new Session(store);
    await session.signIn(staffToken, staffProfile);
    const studentToken = { access_token: 'student-token', userName: 's1@ndu.edu.eg' };
    await session.startImpersonation(
      studentToken,
      { Role: 'student', Roles: [], DisplayName: 'Student One' },
      { StudentCode: 'S1', StudentENName: 'Student One', Email: 's1@ndu.edu.eg' },
    );
    expect(store.entries.get(STORE_KEYS.userToken)).toEqual(studentToken);
    expect(session.current().impersonation?.staffToken).toEqual(staffToken);

    // A reload in the middle of impersonation comes back to the same state.
    const reloaded = new Session(store);
    await reloaded.load();
    expect(reloaded.current().impersonation?.StudentCode).toBe('S1');

    await session.endImpersonation();
    expect(store.entries.get(STORE_KEYS.userToken)).toEqual(staffToken);
    expect(store.entries.has(STORE_KEYS.impersonation)).toBe(false);
    expect(session.current().profile).toEqual(staffProfile);
  });

  it('shows the user name as the part of the email before the at-sign', () => {
    expect(displayUserName(staffToken)).toBe('registrar');
    expect(displayUserName(undefined)).toBe('');
  });
});
