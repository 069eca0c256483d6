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
    throw new LoginRefused('This sign-in was already used. Please sign in again.', 'replayed id token');
  }
  let student = await findStudentByIdentity(db, identity.issuer, identity.subject);
  if (!student) {
    const byEmail = await findStudentByEmail(db, identity.email);
    if (!byEmail) {
      throw new LoginRefused(
        `No enrolled student uses ${identity.email}. Sign in with your university student account, or contact the registrar.`,
        'no student with this email',
      );
    }
    if (await studentHasIdentityAt(db, byEmail.id, identity.issuer)) {
      // The email now belongs to another provider account than the one linked: never hand the record over.
      throw new LoginRefused(
        'This university account is not the one linked to your student record. Please contact the registrar.',
        'email linked to another subject',
      );
    }
    await linkIdentity(db, identity.issuer, identity.subject, byEmail.id);
    student = byEmail;
  }
  if (student.status === 'suspended') {
    throw new LoginRefused(
      'Your student account is suspended. Please contact the registrar’s office.',
      'student suspended',
    );
  }
  if (student.status !== 'active') {
    throw new LoginRefused(
      `Your student record is ${student.status}; the portal is for enrolled students.`,
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
