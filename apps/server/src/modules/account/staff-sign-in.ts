import { hash, verify } from '@node-rs/argon2';
import type { PortalSession } from '@portal/contract';
import type { Config } from '../../config.js';
import type { PortalAuth } from '../../platform/auth/portal-auth.js';
import type { Database } from '../../platform/db/client.js';
import { countFailedStaffSignIns } from '../audit/service.js';
import { clearStaffFailures, findStaffByEmail, recordStaffFailure } from './queries.js';

/** Failed staff sign-ins one address may make in ADDRESS_WINDOW_MINUTES before it must wait. */
const ADDRESS_FAILURE_LIMIT = 50;
const ADDRESS_WINDOW_MINUTES = 15;

export type StaffSignInResult =
  | { kind: 'signed-in'; session: PortalSession; staffId: number }
  | { kind: 'wrong-credentials'; staffId: number | null; lockedNow: boolean }
  | { kind: 'locked'; staffId: number; until: Date }
  | { kind: 'disabled'; staffId: number }
  | { kind: 'address-throttled'; retryAfterSeconds: number };

// Verifying against this when the user name is unknown keeps the answer time the same either way.
const decoyHash = hash('decoy password that matches nothing');

export async function signInStaff(
  db: Database,
  auth: PortalAuth,
  config: Config,
  attempt: { userName: string; password: string; address: string },
): Promise<StaffSignInResult> {
  const since = new Date(Date.now() - ADDRESS_WINDOW_MINUTES * 60_000);
  if ((await countFailedStaffSignIns(db, attempt.address, since)) >= ADDRESS_FAILURE_LIMIT) {
    return { kind: 'address-throttled', retryAfterSeconds: ADDRESS_WINDOW_MINUTES * 60 };
  }
  const staff = await findStaffByEmail(db, attempt.userName.trim());
  if (!staff) {
    await verify(await decoyHash, attempt.password).catch(() => false);
    return { kind: 'wrong-credentials', staffId: null, lockedNow: false };
  }
  if (staff.lockedUntil && staff.lockedUntil > new Date()) {
    return { kind: 'locked', staffId: staff.id, until: staff.lockedUntil };
  }
  const matches = await verify(staff.passwordHash, attempt.password).catch(() => false);
  if (!matches) {
    const after = await recordStaffFailure(
      db,
      staff.id,
      config.STAFF_LOCKOUT_THRESHOLD,
      config.STAFF_LOCKOUT_MINUTES,
    );
    const lockedNow = Boolean(after?.lockedUntil && after.lockedUntil > new Date());
    return { kind: 'wrong-credentials', staffId: staff.id, lockedNow };
  }
  if (staff.status !== 'active') return { kind: 'disabled', staffId: staff.id };
  await clearStaffFailures(db, staff.id);
  const issued = await auth.issue({
    kind: 'staff',
    staffId: staff.id,
    email: staff.email,
    roles: staff.roles,
  });
  return {
    kind: 'signed-in',
    staffId: staff.id,
    session: {
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: auth.settings.lifetimeSeconds,
      userName: staff.email,
      Role: 'staff',
      Roles: staff.roles,
      DisplayName: staff.nameEn,
    },
  };
}
