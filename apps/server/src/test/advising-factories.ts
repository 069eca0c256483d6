import { randomUUID } from 'node:crypto';
import { registrationHolds, type NewRegistrationHold } from '../modules/advising/schema.js';
import { billingPayments } from '../modules/billing/schema.js';
import { raiseCharge } from '../modules/billing/service.js';
import { studentContactDetails } from '../modules/contact/schema.js';
import { students } from '../modules/student/schema.js';
import type { Database } from '../platform/db/client.js';
import { buildProgram } from './factories.js';

const CONTACT = {
  phone: '+20 100 555 0101',
  address: '12 Corniche Street, Mansoura',
  emergencyContactName: 'Mona Adel',
  emergencyContactPhone: '+20 100 555 0202',
  emergencyContactRelation: 'Mother',
};

/** The student confirmed their contact data for the term (no contact hold then). */
export async function confirmContactData(
  db: Database,
  studentId: number,
  termId: number,
  confirmedAt = new Date(),
) {
  await db.insert(studentContactDetails).values({ studentId, termId, ...CONTACT, confirmedAt });
}

/**
 * The crowd of a rush test: `count` students of one new program, admitted in the term, each with their
 * contact data confirmed for it so that no hold stops anyone (only seats decide). Codes `<prefix>-<n>`.
 */
export async function buildRushStudents(db: Database, termId: number, count: number, prefix = 'RUSH') {
  const program = await buildProgram(db);
  const name = prefix.charAt(0) + prefix.slice(1).toLowerCase();
  const created = await db
    .insert(students)
    .values(
      Array.from({ length: count }, (_, index) => ({
        code: `${prefix}-${String(index)}`,
        email: `${prefix.toLowerCase()}.${String(index)}@test.edu.eg`,
        nameEn: `${name} ${String(index)}`,
        nameAr: `طالب ${String(index)}`,
        level: 2,
        facultyId: program.facultyId,
        programId: program.id,
        admittedTermId: termId,
      })),
    )
    .returning({ id: students.id, email: students.email });
  await db
    .insert(studentContactDetails)
    .values(created.map((student) => ({ studentId: student.id, termId, ...CONTACT })));
  return created;
}

export async function buildRegistrationHold(
  db: Database,
  fields: Pick<NewRegistrationHold, 'studentId'> & Partial<NewRegistrationHold>,
) {
  const [row] = await db
    .insert(registrationHolds)
    .values({
      kind: 'registrar',
      reason: 'Bring your secondary school certificate to the registrar.',
      startsAt: new Date(Date.now() - 3_600_000),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('The insert returned no row');
  return row;
}

/** A charge of `pounds` EGP for the term, due in two weeks (or on `dueOn`). */
export async function chargeStudent(
  db: Database,
  studentId: number,
  termId: number,
  pounds: number,
  dueOn = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10),
) {
  const { charge } = await raiseCharge(db, {
    studentId,
    termId,
    kind: 'tuition',
    description: 'Tuition',
    amountPiastres: Math.round(pounds * 100),
    dueOn,
    sourceKey: `test-charge:${randomUUID()}`,
  });
  return charge;
}

/** A payment of `pounds` EGP for the term. */
export async function recordPayment(db: Database, studentId: number, termId: number, pounds: number) {
  await db.insert(billingPayments).values({
    studentId,
    termId,
    amountPiastres: Math.round(pounds * 100),
    reference: `BANK-${String(studentId)}-${String(Date.now())}`,
  });
}
