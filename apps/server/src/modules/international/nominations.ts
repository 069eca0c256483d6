import type { ApplicationState } from '@portal/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { terms } from '../academic/schema.js';
import type { Database } from '../../platform/db/client.js';
import { csvCell } from '../../platform/text/csv-cell.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { students } from '../student/schema.js';
import { officeGpas } from './office-views.js';
import { intlApplications, intlPartners, intlPrograms } from './schema.js';

/** An accepted offer and every step after it: who the partners hear of, and what became of them. */
const NOMINATED_OR_LATER: ApplicationState[] = [
  'offer-accepted',
  'nominated',
  'partner-accepted',
  'partner-refused',
  'departed',
  'completed',
];

/** A program's term: its nominations by partner (a place without a partner, a conference's, comes last). */
export async function nominationRows(db: Database, programId: number, termId: number) {
  return db
    .select({
      partnerCode: intlPartners.code,
      partnerNameEn: intlPartners.nameEn,
      studentId: students.id,
      studentCode: students.code,
      studentNameEn: students.nameEn,
      studentNameAr: students.nameAr,
      email: students.email,
      programCode: intlPrograms.code,
      termCode: terms.code,
      rankedGpa: intlApplications.rankedGpa,
      state: intlApplications.state,
    })
    .from(intlApplications)
    .innerJoin(students, eq(students.id, intlApplications.studentId))
    .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
    .innerJoin(terms, eq(terms.id, intlApplications.termId))
    .leftJoin(intlPartners, eq(intlPartners.id, intlApplications.allocatedPartnerId))
    .where(
      and(
        eq(intlApplications.programId, programId),
        eq(intlApplications.termId, termId),
        inArray(intlApplications.state, NOMINATED_OR_LATER),
      ),
    )
    .orderBy(asc(intlPartners.code), asc(students.code));
}

const HEADER = [
  'partner_code',
  'partner_name',
  'student_code',
  'student_name_en',
  'student_name_ar',
  'email',
  'program',
  'term',
  'gpa',
  'state',
];

/** GetNominations: a header row, then one row per student, CRLF line ends (RFC 4180), every cell defused. */
export async function nominationsCsv(
  db: Database,
  asked: { programId: number; termId: number },
  scale: GradeScale,
  now: Date,
): Promise<{ csv: string; rows: number }> {
  const rows = await nominationRows(db, asked.programId, asked.termId);
  const gpas = await officeGpas(db, rows, scale, now);
  const lines = rows.map((row) => {
    const gpa = gpas.get(row.studentId) ?? null;
    return [
      row.partnerCode ?? '',
      row.partnerNameEn ?? '',
      row.studentCode,
      row.studentNameEn,
      row.studentNameAr,
      row.email,
      row.programCode,
      row.termCode,
      gpa === null ? '' : gpa.toFixed(2),
      row.state,
    ]
      .map(csvCell)
      .join(',');
  });
  const csv = [HEADER.join(','), ...lines].map((line) => `${line}\r\n`).join('');
  return { csv, rows: rows.length };
}
