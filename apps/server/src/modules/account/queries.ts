import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';
import { studentIdentities, usedLoginNonces } from './schema.js';

const studentColumns = {
  id: students.id,
  code: students.code,
  email: students.email,
  nameEn: students.nameEn,
  status: students.status,
};

export async function findStudentByIdentity(db: Database, issuer: string, subject: string) {
  const rows = await db
    .select(studentColumns)
    .from(studentIdentities)
    .innerJoin(students, eq(students.id, studentIdentities.studentId))
    .where(and(eq(studentIdentities.issuer, issuer), eq(studentIdentities.subject, subject)));
  return rows[0];
}

export async function findStudentByEmail(db: Database, email: string) {
  const rows = await db.select(studentColumns).from(students).where(eq(students.email, email.toLowerCase()));
  return rows[0];
}

export async function studentHasIdentityAt(
  db: Database,
  studentId: number,
  issuer: string,
): Promise<boolean> {
  const rows = await db
    .select({ subject: studentIdentities.subject })
    .from(studentIdentities)
    .where(and(eq(studentIdentities.studentId, studentId), eq(studentIdentities.issuer, issuer)));
  return rows.length > 0;
}

/** Links on first sign-in; a concurrent first sign-in of the same account links once. */
export async function linkIdentity(db: Database, issuer: string, subject: string, studentId: number) {
  await db.insert(studentIdentities).values({ issuer, subject, studentId }).onConflictDoNothing();
}

/** True the first time a nonce is presented; false when the same ID token comes back again. */
export async function claimNonce(
  db: Database,
  issuer: string,
  nonce: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(usedLoginNonces)
    .values({ issuer, nonce, expiresAt })
    .onConflictDoNothing()
    .returning({ nonce: usedLoginNonces.nonce });
  return rows.length > 0;
}

export async function findStaffByEmail(db: Database, email: string) {
  const rows = await db.select().from(staffMembers).where(eq(staffMembers.email, email.toLowerCase()));
  return rows[0];
}
