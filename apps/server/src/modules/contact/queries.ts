import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { prepared } from '../../platform/db/prepared.js';
import { faculties, programs } from '../academic/schema.js';
import { students } from '../student/schema.js';
import {
  personalEmailChanges,
  studentCivilRecords,
  studentContactDetails,
  studentPersonalEmails,
  universityOffices,
} from './schema.js';

type Reader = Database | Transaction;

/** The student's latest saved contact data, any term (student_contact_details_student_confirmed_idx). */
export async function latestContactDetails(db: Reader, studentId: number) {
  const [row] = await db
    .select()
    .from(studentContactDetails)
    .where(eq(studentContactDetails.studentId, studentId))
    .orderBy(desc(studentContactDetails.confirmedAt))
    .limit(1);
  return row;
}

/** Whether the student confirmed their contact data for the term (primary key). */
export async function contactConfirmedFor(db: Database, studentId: number, termId: number): Promise<boolean> {
  const rows = await prepared(db, 'advising.contact-confirmed', (db, name) =>
    db
      .select({ termId: studentContactDetails.termId })
      .from(studentContactDetails)
      .where(
        and(
          eq(studentContactDetails.studentId, sql.placeholder('studentId')),
          eq(studentContactDetails.termId, sql.placeholder('termId')),
        ),
      )
      .prepare(name),
  ).execute({ studentId, termId });
  return rows.length > 0;
}

/** Saves the data as confirmed for the term, replacing an earlier save of the same term. */
export async function saveContactDetails(
  tx: Transaction,
  row: typeof studentContactDetails.$inferInsert & { confirmedAt: Date },
): Promise<void> {
  await tx
    .insert(studentContactDetails)
    .values(row)
    .onConflictDoUpdate({
      target: [studentContactDetails.studentId, studentContactDetails.termId],
      set: {
        phone: row.phone,
        address: row.address,
        emergencyContactName: row.emergencyContactName,
        emergencyContactPhone: row.emergencyContactPhone,
        emergencyContactRelation: row.emergencyContactRelation,
        confirmedAt: row.confirmedAt,
      },
    });
}

/** The registrar's record of the student: the students row, program, faculty and civil record. */
export async function registrarRecordOf(db: Reader, studentId: number) {
  const [row] = await db
    .select({
      code: students.code,
      nameEn: students.nameEn,
      nameAr: students.nameAr,
      email: students.email,
      nationality: students.nationality,
      programEn: programs.nameEn,
      programAr: programs.nameAr,
      facultyEn: faculties.nameEn,
      facultyAr: faculties.nameAr,
      nationalId: studentCivilRecords.nationalId,
      passportNumber: studentCivilRecords.passportNumber,
      birthDate: studentCivilRecords.birthDate,
    })
    .from(students)
    .innerJoin(programs, eq(programs.id, students.programId))
    .innerJoin(faculties, eq(faculties.id, students.facultyId))
    .leftJoin(studentCivilRecords, eq(studentCivilRecords.studentId, students.id))
    .where(eq(students.id, studentId));
  return row;
}

export async function personalEmailOf(db: Reader, studentId: number) {
  const [row] = await db
    .select()
    .from(studentPersonalEmails)
    .where(eq(studentPersonalEmails.studentId, studentId));
  return row;
}

/** The student's open change (personal_email_changes_open_idx), locked when read in a write. */
export async function openEmailChange(db: Reader, studentId: number) {
  const [row] = await db
    .select()
    .from(personalEmailChanges)
    .where(
      and(
        eq(personalEmailChanges.studentId, studentId),
        isNull(personalEmailChanges.confirmedAt),
        isNull(personalEmailChanges.replacedAt),
      ),
    );
  return row;
}

/** The student's change whose token hashes to `tokenHash` (personal_email_changes_token_idx), locked. */
export async function emailChangeByToken(tx: Transaction, studentId: number, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(personalEmailChanges)
    .where(and(eq(personalEmailChanges.tokenHash, tokenHash), eq(personalEmailChanges.studentId, studentId)))
    .for('update');
  return row;
}

/** Ends the student's open change: its link stops working. */
export async function replaceOpenEmailChange(tx: Transaction, studentId: number, now: Date): Promise<void> {
  await tx
    .update(personalEmailChanges)
    .set({ replacedAt: now })
    .where(
      and(
        eq(personalEmailChanges.studentId, studentId),
        isNull(personalEmailChanges.confirmedAt),
        isNull(personalEmailChanges.replacedAt),
      ),
    );
}

export async function insertEmailChange(
  tx: Transaction,
  row: { studentId: number; email: string; tokenHash: string; expiresAt: Date; createdAt: Date },
) {
  const [inserted] = await tx.insert(personalEmailChanges).values(row).returning();
  if (!inserted) throw new Error('personal_email_changes: the insert returned no row');
  return inserted;
}

/** Marks the change confirmed and makes its address the student's personal email. */
export async function confirmEmailChange(
  tx: Transaction,
  change: { id: number; studentId: number; email: string },
  now: Date,
): Promise<void> {
  await tx
    .update(personalEmailChanges)
    .set({ confirmedAt: now })
    .where(and(eq(personalEmailChanges.id, change.id), eq(personalEmailChanges.studentId, change.studentId)));
  await tx
    .insert(studentPersonalEmails)
    .values({ studentId: change.studentId, email: change.email, confirmedAt: now })
    .onConflictDoUpdate({
      target: studentPersonalEmails.studentId,
      set: { email: change.email, confirmedAt: now },
    });
}

/** Every office, in the page's order. */
export function allOffices(db: Database) {
  return db.select().from(universityOffices).orderBy(universityOffices.position, universityOffices.id);
}
