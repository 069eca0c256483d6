import type { UpdateAdvisingContactDataBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTerm } from '../academic/current-term.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { saveContactDetails } from './queries.js';

/**
 * Saves the student's own contact data as confirmed for the current term and logs it, whichever page
 * saved it (advising's form or the contact page). False when there is no current term to save it for.
 */
export async function saveOwnContactData(
  db: Database,
  studentId: number,
  body: Omit<UpdateAdvisingContactDataBody, 'StudentCode'>,
  now: Date,
  page: 'advising' | 'contact',
): Promise<boolean> {
  const term = await currentTerm(db);
  if (!term) return false;
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
      detail:
        page === 'advising'
          ? `Contact data confirmed for ${term.nameEn}.`
          : `Contact data saved on the contact page for ${term.nameEn}.`,
    });
  });
  return true;
}
