import type {
  StudentContactDetails,
  UniversityOffices,
  UpdateAdvisingContactDataBody,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { currentTerm } from '../academic/current-term.js';
import { allOffices, contactConfirmedFor as confirmedFor, latestContactDetails } from './queries.js';
import { saveOwnContactData } from './contact-data.js';

export { contactCardOf, updateStudentContact } from './card.js';
export { changePersonalEmail, confirmPersonalEmail, EMAIL_LINK_HOURS } from './personal-email.js';

/** Whether the student confirmed their contact data for the term: advising's contact hold. */
export function contactConfirmedFor(db: Database, studentId: number, termId: number): Promise<boolean> {
  return confirmedFor(db, studentId, termId);
}

/** GetStudentContactDetails: the latest data (pre-filling advising's form) and whether it is this term's. */
export async function contactDetailsOf(db: Database, studentId: number): Promise<StudentContactDetails> {
  const [latest, term] = await Promise.all([latestContactDetails(db, studentId), currentTerm(db)]);
  return {
    Phone: latest?.phone ?? null,
    Address: latest?.address ?? null,
    EmergencyContactName: latest?.emergencyContactName ?? null,
    EmergencyContactPhone: latest?.emergencyContactPhone ?? null,
    EmergencyContactRelation: latest?.emergencyContactRelation ?? null,
    ConfirmedAt: latest?.confirmedAt.toISOString() ?? null,
    ConfirmedThisTerm: term ? await confirmedFor(db, studentId, term.id) : false,
    Term: term ? { Code: term.code, NameEn: term.nameEn, NameAr: term.nameAr } : null,
  };
}

/** UpdateAdvisingContactData: saves and confirms the data; null when there is no current term. */
export async function confirmContactDetails(
  db: Database,
  studentId: number,
  body: UpdateAdvisingContactDataBody,
  now: Date,
): Promise<StudentContactDetails | null> {
  return (await saveOwnContactData(db, studentId, body, now, 'advising'))
    ? contactDetailsOf(db, studentId)
    : null;
}

/** GetUniversityOffices: the offices as the university keeps them (seeded by the demo, edited as data). */
export async function universityOffices(db: Database): Promise<UniversityOffices> {
  const rows = await allOffices(db);
  return {
    Offices: rows.map((row) => ({
      Key: row.key,
      NameEn: row.nameEn,
      NameAr: row.nameAr,
      HoursEn: row.hoursEn,
      HoursAr: row.hoursAr,
      Phones: row.phones,
      Emails: row.emails,
      BuildingEn: row.buildingEn,
      BuildingAr: row.buildingAr,
      MapUrl: row.mapUrl,
    })),
  };
}
