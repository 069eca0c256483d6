import type { MilitaryStatus, PaymentInvoice, StudentMilitaryData } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { refused, type Refused } from '../../../platform/http/refused.js';
import { say } from '../../../platform/i18n/said.js';
import { chargeLine, openChargeInvoice } from '../charge-invoice.js';
import { invoiceAnswer, openInvoice } from '../invoices.js';
import { raiseCharge } from '../ledger.js';
import { currentMilitaryCourse, militaryStanding } from './military-queries.js';

/** Military education is required of male Egyptian students (Law 127 of 1980 on military education). */
export function mustTakeMilitary(student: { gender: string | null; nationality: string | null }): boolean {
  return student.gender === 'male' && student.nationality === 'EG';
}

/**
 * The one place a student's military status is decided: the office's record (completed, exempt) comes
 * first; otherwise a student who must take the course is `registered` once its fee is paid, else `due`.
 */
export function militaryStatus(
  required: boolean,
  outcome: 'registered' | 'completed' | 'exempt' | null,
  outstandingPiastres: number | null,
): MilitaryStatus {
  if (!required) return 'not_required';
  if (outcome) return outcome;
  return outstandingPiastres === 0 ? 'registered' : 'due';
}

/**
 * The student's military charge for the current term's course, raised once (`military:<term>:<student>`)
 * when they must take it and have no office record; undefined when nothing is to be charged.
 */
export async function raiseMilitaryCharge(db: Database, studentId: number) {
  const [standing, course] = await Promise.all([militaryStanding(db, studentId), currentMilitaryCourse(db)]);
  // A registration recorded by the registrar still owes the fee; a completion or exemption does not.
  const closed = standing?.outcome === 'completed' || standing?.outcome === 'exempt';
  if (!standing || !course || !mustTakeMilitary(standing) || closed) return undefined;
  const { charge } = await raiseCharge(db, {
    studentId,
    termId: course.termId,
    kind: 'military',
    description: 'Military education course fee',
    descriptionAr: 'رسوم دورة التربية العسكرية',
    amountPiastres: course.feePiastres,
    dueOn: course.dueOn,
    sourceKey: `military:${String(course.termId)}:${String(studentId)}`,
  });
  return { charge, course };
}

/** GetStudentMilitaryData: who must take it, where the student stands, the course term and its fee. */
export async function studentMilitaryData(
  db: Database,
  studentId: number,
  now: Date,
): Promise<StudentMilitaryData> {
  const standing = await militaryStanding(db, studentId);
  const required = standing ? mustTakeMilitary(standing) : false;
  const raised = await raiseMilitaryCharge(db, studentId);
  const course = raised?.course ?? (required ? await currentMilitaryCourse(db) : undefined);
  const found = raised ? await chargeLine(db, studentId, raised.charge.id) : undefined;
  const invoice = raised ? await openChargeInvoice(db, studentId, raised.charge.id, now) : undefined;
  return {
    Required: required,
    Status: militaryStatus(required, standing?.outcome ?? null, found?.line.OutstandingPiastres ?? null),
    CourseTerm:
      required && course ? { TermId: course.termId, NameEn: course.nameEn, NameAr: course.nameAr } : null,
    FeePiastres: required && course ? course.feePiastres : null,
    Currency: 'EGP',
    Charge: found
      ? {
          ChargeId: found.line.ChargeId,
          OutstandingPiastres: found.line.OutstandingPiastres,
          DueOn: found.line.DueOn,
        }
      : null,
    Invoice: invoice ? invoiceAnswer(invoice) : null,
  };
}

/** InsertMilitaryPaymentRequest: an invoice for what is left of the student's military charge. */
export async function militaryInvoice(
  db: Database,
  studentId: number,
  now: Date,
  validHours: number,
): Promise<PaymentInvoice | Refused<'404' | '409'>> {
  const raised = await raiseMilitaryCharge(db, studentId);
  if (!raised) return refused('409', say('military.nothingDue'));
  return openInvoice(db, studentId, { chargeId: raised.charge.id }, now, validHours);
}
