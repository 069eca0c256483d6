import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { CredentialSystemName } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { passwordPushes, studentCredentials, type NewStudentCredentialRow } from './schema.js';

/** The student's credentials of one system, exams in exam order. student_credentials_student_system_key. */
export function credentialsOf(db: Database | Transaction, studentId: number, system: CredentialSystemName) {
  return db
    .select()
    .from(studentCredentials)
    .where(and(eq(studentCredentials.studentId, studentId), eq(studentCredentials.system, system)))
    .orderBy(asc(studentCredentials.examId));
}

/**
 * The student's Moodle or Wi-Fi account, locked until the transaction ends, so two saves of one account
 * (a double tap) run one after the other. student_credentials_student_system_key.
 */
export async function lockedAccountOf(tx: Transaction, studentId: number, system: CredentialSystemName) {
  const [row] = await tx
    .select()
    .from(studentCredentials)
    .where(and(eq(studentCredentials.studentId, studentId), eq(studentCredentials.system, system)))
    .for('update');
  return row;
}

/** One credential of the student's; another student's id finds nothing. Primary key. */
export async function credentialOf(db: Database, studentId: number, credentialId: number) {
  const [row] = await db
    .select()
    .from(studentCredentials)
    .where(and(eq(studentCredentials.id, credentialId), eq(studentCredentials.studentId, studentId)));
  return row;
}

/** Stores (or replaces) a credential the university issued; answers its id. */
export async function upsertCredential(db: Database, row: NewStudentCredentialRow): Promise<number> {
  const [stored] = await db
    .insert(studentCredentials)
    .values(row)
    .onConflictDoUpdate({
      target: [studentCredentials.studentId, studentCredentials.system, studentCredentials.examId],
      set: {
        userName: row.userName,
        sealedPassword: row.sealedPassword,
        origin: 'initial',
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: studentCredentials.id });
  if (!stored) throw new Error('The credential upsert returned no row.');
  return stored.id;
}

/** The student's new password, sealed, and the outbox row that pushes it to its system. */
export async function replacePassword(
  db: Transaction,
  studentId: number,
  credentialId: number,
  sealedPassword: string,
) {
  const [row] = await db
    .update(studentCredentials)
    .set({ sealedPassword, origin: 'reset', updatedAt: sql`now()` })
    .where(and(eq(studentCredentials.id, credentialId), eq(studentCredentials.studentId, studentId)))
    .returning();
  if (row) await db.insert(passwordPushes).values({ credentialId: row.id });
  return row;
}

export interface ClaimedPush {
  id: number;
  credentialId: number;
  studentId: number;
  system: CredentialSystemName;
  examId: number | null;
  userName: string;
  sealedPassword: string;
}

/**
 * Takes up to `limit` pending pushes for `leaseSeconds`, oldest first, skipping rows another instance holds
 * (password_pushes_pending_idx), with the credential each one pushes.
 */
export async function claimPushes(db: Database, leaseSeconds: number, limit: number): Promise<ClaimedPush[]> {
  const pending = db
    .select({ id: passwordPushes.id })
    .from(passwordPushes)
    .where(
      and(
        isNull(passwordPushes.pushedAt),
        or(isNull(passwordPushes.claimedUntil), lt(passwordPushes.claimedUntil, sql`now()`)),
      ),
    )
    .orderBy(asc(passwordPushes.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(passwordPushes)
    .set({
      claimedUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      attempts: sql`${passwordPushes.attempts} + 1`,
    })
    .where(inArray(passwordPushes.id, pending))
    .returning({ id: passwordPushes.id, credentialId: passwordPushes.credentialId });
  if (claimed.length === 0) return [];
  const credentials = await db
    .select()
    .from(studentCredentials)
    .where(
      inArray(
        studentCredentials.id,
        claimed.map((push) => push.credentialId),
      ),
    );
  const byId = new Map(credentials.map((row) => [row.id, row]));
  return claimed
    .sort((a, b) => a.id - b.id)
    .flatMap((push) => {
      const credential = byId.get(push.credentialId);
      return credential
        ? [
            {
              id: push.id,
              credentialId: credential.id,
              studentId: credential.studentId,
              system: credential.system,
              examId: credential.examId,
              userName: credential.userName,
              sealedPassword: credential.sealedPassword,
            },
          ]
        : [];
    });
}

export async function markPushed(db: Database, pushId: number): Promise<void> {
  await db
    .update(passwordPushes)
    .set({ pushedAt: sql`now()`, lastError: null, claimedUntil: null })
    .where(eq(passwordPushes.id, pushId));
}

/** Leaves the push pending; the lease it still holds delays the next attempt. */
export async function markFailed(db: Database, pushId: number, error: string): Promise<void> {
  await db.update(passwordPushes).set({ lastError: error }).where(eq(passwordPushes.id, pushId));
}
