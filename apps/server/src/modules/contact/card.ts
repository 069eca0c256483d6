import type { StudentContactCard, UpdateStudentContactBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { latestContactDetails, openEmailChange, personalEmailOf, registrarRecordOf } from './queries.js';
import { saveOwnContactData } from './contact-data.js';

/** GetStudentContactCard: what the student keeps, their personal email and the registrar's record. */
export async function contactCardOf(
  db: Database,
  studentId: number,
  now: Date,
): Promise<StudentContactCard | null> {
  const [record, latest, personal, pending] = await Promise.all([
    registrarRecordOf(db, studentId),
    latestContactDetails(db, studentId),
    personalEmailOf(db, studentId),
    openEmailChange(db, studentId),
  ]);
  if (!record) return null;
  const stillPending = pending && pending.expiresAt > now ? pending : undefined;
  return {
    Registrar: {
      StudentCode: record.code,
      NameEn: record.nameEn,
      NameAr: record.nameAr,
      NationalId: record.nationalId,
      PassportNumber: record.passportNumber,
      BirthDate: record.birthDate,
      Nationality: record.nationality,
      UniversityEmail: record.email,
      ProgramEn: record.programEn,
      ProgramAr: record.programAr,
      FacultyEn: record.facultyEn,
      FacultyAr: record.facultyAr,
    },
    Phone: latest?.phone ?? null,
    Address: latest?.address ?? null,
    EmergencyContactName: latest?.emergencyContactName ?? null,
    EmergencyContactPhone: latest?.emergencyContactPhone ?? null,
    EmergencyContactRelation: latest?.emergencyContactRelation ?? null,
    UpdatedAt: latest?.confirmedAt.toISOString() ?? null,
    PersonalEmail: personal?.email ?? null,
    PersonalEmailConfirmedAt: personal?.confirmedAt.toISOString() ?? null,
    PendingPersonalEmail: stillPending
      ? {
          Email: stillPending.email,
          SentAt: stillPending.createdAt.toISOString(),
          ExpiresAt: stillPending.expiresAt.toISOString(),
        }
      : null,
  };
}

/** UpdateStudentContact: saving again with the same data (a double tap) writes the same row. */
export async function updateStudentContact(
  db: Database,
  studentId: number,
  body: UpdateStudentContactBody,
  now: Date,
): Promise<{ kind: 'done'; card: StudentContactCard } | Refused> {
  if (!(await saveOwnContactData(db, studentId, body, now, 'contact')))
    return refused('404', say('advising.noContactTerm'));
  const card = await contactCardOf(db, studentId, now);
  return card ? { kind: 'done', card } : refused('404', say('student.recordNotFound'));
}
