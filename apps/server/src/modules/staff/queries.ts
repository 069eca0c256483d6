import { and, asc, count, desc, eq, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs } from '../academic/schema.js';
import { students } from '../student/schema.js';
import { impersonations, staffMembers } from './schema.js';

/** Students whose code, email or name (either script) contains the query, for the impersonation search. */
export async function searchStudents(db: Database, query: string, offset: number, limit: number) {
  const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  const where = or(
    ilike(students.code, pattern),
    ilike(students.email, pattern),
    ilike(students.nameEn, pattern),
    ilike(students.nameAr, pattern),
  );
  const [items, totals] = await Promise.all([
    db
      .select({
        id: students.id,
        code: students.code,
        email: students.email,
        nameEn: students.nameEn,
        nameAr: students.nameAr,
        facultyEn: faculties.nameEn,
        facultyAr: faculties.nameAr,
        programEn: programs.nameEn,
        programAr: programs.nameAr,
        level: students.level,
        status: students.status,
      })
      .from(students)
      .innerJoin(faculties, eq(faculties.id, students.facultyId))
      .innerJoin(programs, eq(programs.id, students.programId))
      .where(where)
      .orderBy(asc(students.code))
      .offset(offset)
      .limit(limit),
    db.select({ total: count() }).from(students).where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** The student named by email or code (what staff type in the impersonation form). */
export async function findStudentForImpersonation(db: Database, userName: string) {
  const key = userName.trim().toLowerCase();
  const rows = await db
    .select({
      id: students.id,
      code: students.code,
      email: students.email,
      nameEn: students.nameEn,
      status: students.status,
    })
    .from(students)
    .where(or(eq(students.email, key), eq(students.code, userName.trim())));
  return rows[0];
}

export async function isStaffEmail(db: Database, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(eq(staffMembers.email, email));
  return rows.length > 0;
}

export async function insertImpersonation(
  db: Database,
  values: { staffMemberId: number; studentId: number; reason: string; tokenId: string; expiresAt: Date },
) {
  const rows = await db.insert(impersonations).values(values).returning({ id: impersonations.id });
  const row = rows[0];
  if (!row) throw new Error('impersonation not recorded');
  return row.id;
}

export async function endImpersonation(db: Database, impersonationId: number, staffMemberId: number) {
  const rows = await db
    .update(impersonations)
    .set({ endedAt: new Date() })
    .where(
      and(
        eq(impersonations.id, impersonationId),
        eq(impersonations.staffMemberId, staffMemberId),
        isNull(impersonations.endedAt),
      ),
    )
    .returning({
      id: impersonations.id,
      tokenId: impersonations.tokenId,
      expiresAt: impersonations.expiresAt,
      studentId: impersonations.studentId,
    });
  return rows[0];
}

export async function impersonationsOfStudent(db: Database, studentId: number) {
  return db
    .select({
      id: impersonations.id,
      staffName: staffMembers.nameEn,
      reason: impersonations.reason,
      startedAt: impersonations.startedAt,
      endedAt: impersonations.endedAt,
      expiresAt: impersonations.expiresAt,
    })
    .from(impersonations)
    .innerJoin(staffMembers, eq(staffMembers.id, impersonations.staffMemberId))
    .where(eq(impersonations.studentId, studentId))
    .orderBy(desc(impersonations.startedAt))
    .limit(100);
}
