import type { PortalSession } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { PortalAuth } from '../../platform/auth/portal-auth.js';
import { LoginRefused, verifyIdToken, type TrustedIssuer } from './id-token.js';
import {
  claimNonce,
  findStudentByEmail,
  findStudentByIdentity,
  linkIdentity,
  studentHasIdentityAt,
} from './queries.js';
import { say, type Bilingual } from '../../platform/i18n/said.js';
import type { StudentStatus } from '../student/schema.js';

/** The record's state as the refusal names it; active and suspended students never read it. */
const STATUS_NAMES: Record<StudentStatus, Bilingual> = {
  active: { en: 'active', ar: 'مقيد' },
  suspended: { en: 'suspended', ar: 'موقوف' },
  graduated: { en: 'graduated', ar: 'متخرج' },
  withdrawn: { en: 'withdrawn', ar: 'منسحب' },
};

type SignedInStudent = { id: number; code: string; email: string; nameEn: string };

/**
 * Exchanges a verified ID token for a portal session. The provider's account is matched on issuer +
 * subject; only the very first sign-in looks the student up by email, and then links the account.
 */
export async function signInStudent(
  db: Database,
  auth: PortalAuth,
  trusted: TrustedIssuer,
  idToken: string,
): Promise<{ session: PortalSession; student: SignedInStudent }> {
  const identity = await verifyIdToken(trusted, idToken);
  if (!(await claimNonce(db, identity.issuer, identity.nonce, identity.expiresAt))) {
    throw new LoginRefused(say('signIn.replayed'), 'replayed id token');
  }
  let student = await findStudentByIdentity(db, identity.issuer, identity.subject);
  if (!student) {
    const byEmail = await findStudentByEmail(db, identity.email);
    if (!byEmail) {
      throw new LoginRefused(
        say('signIn.noStudent', { email: identity.email }),
        'no student with this email',
      );
    }
    if (await studentHasIdentityAt(db, byEmail.id, identity.issuer)) {
      // The email now belongs to another provider account than the one linked: never hand the record over.
      throw new LoginRefused(say('signIn.otherAccount'), 'email linked to another subject');
    }
    await linkIdentity(db, identity.issuer, identity.subject, byEmail.id);
    student = byEmail;
  }
  if (student.status === 'suspended') {
    throw new LoginRefused(say('signIn.suspended'), 'student suspended');
  }
  if (student.status !== 'active') {
    throw new LoginRefused(
      say('signIn.notEnrolled', { status: STATUS_NAMES[student.status] }),
      `student ${student.status}`,
    );
  }
  const issued = await auth.issue({ kind: 'student', studentId: student.id, email: student.email });
  return {
    student,
    session: {
      access_token: issued.token,
      token_type: 'bearer',
      expires_in: auth.settings.lifetimeSeconds,
      userName: student.email,
      Role: 'student',
      Roles: [],
      DisplayName: student.nameEn,
    },
  };
}
