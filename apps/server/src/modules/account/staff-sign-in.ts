import { hash, verify } from '@node-rs/argon2';
import type { PortalSession } from '@portal/contract';
import type { PortalAuth } from '../../platform/auth/portal-auth.js';
import type { SignInThrottle, ThrottlingBegun } from '../../platform/auth/sign-in-throttle.js';
import type { Database } from '../../platform/db/client.js';
import { findStaffByEmail } from './queries.js';

export type StaffSignInResult =
  | { kind: 'signed-in'; session: PortalSession; staffId: number }
  | { kind: 'wrong-credentials'; staffId: number | null; throttlingBegun: ThrottlingBegun[] }
  | { kind: 'disabled'; staffId: number }
  | { kind: 'throttled'; retryAfterSeconds: number };

// Verifying against this when the user name is unknown keeps the answer time the same either way.
const decoyHash = hash('decoy password that matches nothing');

/**
 * Failed attempts are counted by the sign-in throttle under the user name as typed (known or not, so
 * guessing names costs the same); while its delay runs, the password is not checked at all.
 */
export async function signInStaff(
  db: Database,
  auth: PortalAuth,
  throttle: SignInThrottle,
  attempt: { userName: string; password: string; address: string },
): Promise<StaffSignInResult> {
  const counted = { account: attempt.userName.trim().toLowerCase().slice(0, 254), address: attempt.address };
  const wait = await throttle.check(counted);
  if (wait.throttled) return { kind: 'throttled', retryAfterSeconds: wait.retryAfterSeconds };
  const staff = await findStaffByEmail(db, attempt.userName.trim());
  const matches = staff
    ? await verify(staff.passwordHash, attempt.password).catch(() => false)
    : await verify(await decoyHash, attempt.password).catch(() => false);
  if (!staff || !matches) {
    const throttlingBegun = await throttle.failed(counted);
    return { kind: 'wrong-credentials', staffId: staff?.id ?? null, throttlingBegun };
  }
  if (staff.status !== 'active') return { kind: 'disabled', staffId: staff.id };
  await throttle.succeeded(counted);
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
