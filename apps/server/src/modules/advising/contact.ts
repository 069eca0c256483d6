import type { StudentContactDetails, UpdateAdvisingContactDataBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTerm } from '../academic/current-term.js';
import { contactConfirmedFor, latestContactDetails, saveContactDetails } from './contact-queries.js';
import { logAdvisingEvent } from '../registration/advising-log.js';

/** GetStudentContactDetails: the latest confirmed data (pre-filling the form) and whether it is this term's. */
export async function contactDetailsOf(db: Database, studentId: number): Promise<StudentContactDetails> {
  const [latest, term] = await Promise.all([latestContactDetails(db, studentId), currentTerm(db)]);
  return {
    Phone: latest?.phone ?? null,
    Address: latest?.address ?? null,
    EmergencyContactName: latest?.emergencyContactName ?? null,
    EmergencyContactPhone: latest?.emergencyContactPhone ?? null,
    EmergencyContactRelation: latest?.emergencyContactRelation ?? null,
    ConfirmedAt: latest?.confirmedAt.toISOString() ?? null,
    ConfirmedThisTerm: term ? await contactConfirmedFor(db, studentId, term.id) : false,
    Term: term ? { Code: term.code, NameEn: term.nameEn, NameAr: term.nameAr } : null,
  };
}

/**
 * UpdateAdvisingContactData: saves the data (validated by the contract) as confirmed for the current term
 * and logs it. Null when there is no current term to confirm it for.
 */
export async function confirmContactDetails(
  db: Database,
  studentId: number,
  body: UpdateAdvisingContactDataBody,
  now: Date,
): Promise<StudentContactDetails | null> {
  const term = await currentTerm(db);
  if (!term) return null;
  await db.transaction(async (tx) => {
    await saveContactDetails(tx, {
      studentId,
      termId: term.id,
      phone: body.Phone,
      address: body.Address,
      emergencyContactName: body.EmergencyContactName,
      emergencyContactPhone: body.EmergencyContactPhone,
      emergencyContactRelation: body.EmergencyContactRelation,
      confirmedAt: now,
    });
    await logAdvisingEvent(tx, {
      studentId,
      termId: term.id,
      action: 'contact_confirmed',
      source: 'advising',
      detail: `Contact data confirmed for ${term.nameEn}.`,
    });
  });
  return contactDetailsOf(db, studentId);
}
