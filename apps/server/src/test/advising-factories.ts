import {
  studentContactDetails,
  registrationHolds,
  type NewRegistrationHold,
} from '../modules/advising/schema.js';
import { billingCharges, billingPayments } from '../modules/billing/schema.js';
import type { Database } from '../platform/db/client.js';

/** The student confirmed their contact data for the term (no contact hold then). */
export async function confirmContactData(
  db: Database,
  studentId: number,
  termId: number,
  confirmedAt = new Date(),
) {
  await db.insert(studentContactDetails).values({
    studentId,
    termId,
    phone: '+20 100 555 0101',
    address: '12 Corniche Street, Mansoura',
    emergencyContactName: 'Mona Adel',
    emergencyContactPhone: '+20 100 555 0202',
    emergencyContactRelation: 'Mother',
    confirmedAt,
  });
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

/** A charge of `pounds` EGP for the term. */
export async function chargeStudent(db: Database, studentId: number, termId: number, pounds: number) {
  await db.insert(billingCharges).values({
    studentId,
    termId,
    kind: 'tuition',
    description: 'Tuition',
    amountPiastres: Math.round(pounds * 100),
  });
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
