import type { OfficeApplication, officeApplicationRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../platform/db/client.js';
import type { GradeScale } from '../registration/grade-scale.js';
import { academicRecordOf } from '../transcript/service.js';
import { applicantFacts } from './applicant-facts.js';
import { officeApplicationMovesFrom } from './application-states.js';
import { applicationDetailById, summariesOf } from './application-views.js';
import { pendingDocumentCounts, type OfficeApplicationListRow } from './office-queries.js';
import { intlApplications } from './schema.js';

type OfficeApplicationRow = z.infer<typeof officeApplicationRow>;

/**
 * The GPA the office reads beside each application, by student: the one the ranking used once the list was
 * ranked (frozen, so the office sees what decided the places), before that the transcript's cumulative GPA now.
 */
export async function officeGpas(
  db: Database,
  applications: readonly { studentId: number; rankedGpa: number | null }[],
  scale: GradeScale,
  now: Date,
): Promise<Map<number, number | null>> {
  const gpas = await Promise.all(
    applications.map(
      async ({ studentId, rankedGpa }) =>
        [studentId, rankedGpa ?? (await academicRecordOf(db, studentId, scale, now)).cumulative.gpa] as const,
    ),
  );
  return new Map(gpas);
}

/** GetApplications' rows: the summaries students see, with the student, GPA, files waiting and fee paid. */
export async function officeApplicationRows(
  db: Database,
  rows: OfficeApplicationListRow[],
  scale: GradeScale,
  now: Date,
): Promise<OfficeApplicationRow[]> {
  const applications = rows.map((row) => row.application);
  const [{ summaries, fees }, pending, gpas] = await Promise.all([
    summariesOf(db, rows, now),
    pendingDocumentCounts(
      db,
      applications.map((one) => one.id),
    ),
    officeGpas(db, applications, scale, now),
  ]);
  return summaries.map((summary, index) => {
    const row = rows[index];
    if (!row) throw new Error('A summary without its row');
    const { application } = row;
    const fee = fees.get(application.id);
    return {
      ...summary,
      StudentCode: row.studentCode,
      StudentNameEn: row.studentNameEn,
      StudentNameAr: row.studentNameAr,
      Gpa: gpas.get(application.studentId) ?? null,
      PendingDocuments: pending.get(application.id) ?? 0,
      FeePiastres: fee?.FeePiastres ?? 0,
      PaidPiastres: fee?.PaidPiastres ?? 0,
    };
  });
}

/** GetApplication and the answer of every office write: the application as it now stands, with the office's moves. */
export async function officeApplicationView(
  db: Database,
  applicationId: number,
  scale: GradeScale,
  now: Date,
): Promise<OfficeApplication | null> {
  const [application] = await db
    .select({ studentId: intlApplications.studentId, rankedGpa: intlApplications.rankedGpa })
    .from(intlApplications)
    .where(eq(intlApplications.id, applicationId));
  if (!application) return null;
  const [detail, facts] = await Promise.all([
    applicationDetailById(db, applicationId, undefined, now),
    applicantFacts(db, application.studentId, { now, scale }),
  ]);
  if (!detail || !facts) return null;
  return {
    ...detail,
    StudentCode: facts.code,
    StudentNameEn: facts.nameEn,
    StudentNameAr: facts.nameAr,
    // As officeGpas: the ranking's GPA once ranked.
    Gpa: application.rankedGpa ?? facts.gpa,
    OfficeActions: officeApplicationMovesFrom(detail.State),
  };
}
