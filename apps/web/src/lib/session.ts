import type { KeyValueStore } from './key-value-store';

/** Spec §3: the login token record. userName is the login email. */
export interface UserToken {
  access_token: string;
  userName: string;
}

/** The signed-in person as the app needs it; kept beside userToken (spec keys hold no roles). */
export interface SessionProfile {
  Role: 'student' | 'staff';
  Roles: string[];
  DisplayName: string;
}

/** While staff act as a student: who, and the staff session to return to. */
export interface Impersonation {
  StudentCode: string;
  StudentENName: string;
  Email: string;
  staffToken: UserToken;
  staffProfile: SessionProfile;
}

/** Ionic Storage keys of spec §3, plus the app's own profile and impersonation keys. */
export const STORE_KEYS = {
  userToken: 'userToken',
  accept: 'Accept',
  menu: 'menu',
  studentData: 'StudentData',
  googleToken: 'G_token',
  menuLoad: 'menuLoad',
  pushToken: 'pushToken',
  advblk: 'advblk',
  advcalender: 'advcalender',
  profile: 'sessionProfile',
  impersonation: 'impersonation',
} as const;

/** Browser localStorage keys of spec §3. */
export const BROWSER_KEYS = { isRegister: 'isRegister', fireToken: 'FireToken' } as const;

/** What request headers and the shell read synchronously; loaded once at start, then kept in step. */
export interface SessionSnapshot {
  token: UserToken | undefined;
  profile: SessionProfile | undefined;
  impersonation: Impersonation | undefined;
  accept: unknown;
  advblk: unknown;
  advcalender: unknown;
}

/** Nothing stored: no token, no profile, no flags. */
export const SIGNED_OUT: SessionSnapshot = {
  token: undefined,
  profile: undefined,
  impersonation: undefined,
  accept: undefined,
  advblk: undefined,
  advcalender: undefined,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Storage may hold anything (older versions, manual edits): only a well-formed record counts as a token. */
export function isUserToken(value: unknown): value is UserToken {
  return isRecord(value) && typeof value.access_token === 'string' && typeof value.userName === 'string';
}

function isProfile(value: unknown): value is SessionProfile {
  return (
    isRecord(value) &&
    (value.Role === 'student' || value.Role === 'staff') &&
    Array.isArray(value.Roles) &&
    value.Roles.every((role) => typeof role === 'string') &&
    typeof value.DisplayName === 'string'
  );
}

function isImpersonation(value: unknown): value is Impersonation {
  return (
    isRecord(value) &&
    typeof value.StudentCode === 'string' &&
    typeof value.StudentENName === 'string' &&
    typeof value.Email === 'string' &&
    isUserToken(value.staffToken) &&
    isProfile(value.staffProfile)
  );
}

/** The session: reads and writes go to the store; a snapshot serves synchronous readers. */
export class Session {
  private snapshot: SessionSnapshot = SIGNED_OUT;
  private readonly listeners = new Set<() => void>();

  constructor(readonly store: KeyValueStore) {}

  async load(): Promise<void> {
    const [token, profile, impersonation, accept, advblk, advcalender] = await Promise.all([
      this.store.get(STORE_KEYS.userToken),
      this.store.get(STORE_KEYS.profile),
      this.store.get(STORE_KEYS.impersonation),
      this.store.get(STORE_KEYS.accept),
      this.store.get(STORE_KEYS.advblk),
      this.store.get(STORE_KEYS.advcalender),
    ]);
    this.update({
      token: isUserToken(token) ? token : undefined,
      profile: isProfile(profile) ? profile : undefined,
      impersonation: isImpersonation(impersonation) ? impersonation : undefined,
      accept,
      advblk,
      advcalender,
    });
  }

  current(): SessionSnapshot {
    return this.snapshot;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): SessionSnapshot => this.snapshot;

  /** After a sign-in: stores userToken as spec §3 shapes it, and the profile beside it. */
  async signIn(token: UserToken, profile: SessionProfile): Promise<void> {
    await this.store.set(STORE_KEYS.userToken, token);
    await this.store.set(STORE_KEYS.profile, profile);
    this.update({ ...this.snapshot, token, profile });
  }

  /** Staff acting as a student: the staff session waits in storage while userToken is the student's. */
  async startImpersonation(
    studentToken: UserToken,
    studentProfile: SessionProfile,
    actingAs: Omit<Impersonation, 'staffToken' | 'staffProfile'>,
  ): Promise<void> {
    const { token, profile } = this.snapshot;
    if (!token || !profile) throw new Error('No staff session to keep aside');
    const impersonation: Impersonation = { ...actingAs, staffToken: token, staffProfile: profile };
    await this.store.set(STORE_KEYS.impersonation, impersonation);
    await this.signIn(studentToken, studentProfile);
    this.update({ ...this.snapshot, impersonation });
  }

  /** Back to the staff session kept aside. */
  async endImpersonation(): Promise<void> {
    const { impersonation } = this.snapshot;
    if (!impersonation) return;
    await this.store.remove(STORE_KEYS.impersonation);
    await this.signIn(impersonation.staffToken, impersonation.staffProfile);
    this.update({ ...this.snapshot, impersonation: undefined });
  }

  /** Spec §4 gate 2's accept flag (0: a must-accept announcement waits), sent as AcceptMob (spec §7). */
  async setAccept(flag: 0 | 1): Promise<void> {
    await this.store.set(STORE_KEYS.accept, flag);
    this.update({ ...this.snapshot, accept: flag });
  }

  /** Called by the logout sequence after each key is removed from the store. */
  cleared(): void {
    this.update(SIGNED_OUT);
  }

  private update(next: SessionSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

/** Spec §2/§4 header: the user name is the login email's part before the at-sign. */
export function displayUserName(token: UserToken | undefined): string {
  if (!token) return '';
  const at = token.userName.indexOf('@');
  return at >= 0 ? token.userName.slice(0, at) : token.userName;
}
