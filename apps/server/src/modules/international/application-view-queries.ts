import { and, asc, count, desc, eq, inArray, isNotNull, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { terms } from '../academic/schema.js';
import {
  intlApplicationActions,
  intlApplicationDocuments,
  intlApplications,
  intlPartners,
  intlPrograms,
} from './schema.js';

/*
 * What an application's views read: the student's own (scoped by `studentId`) or, for the office, any. The
 * student's calls always pass the student; files and log are read only for an application found that way.
 */

const summaryColumns = {
  application: intlApplications,
  programCode: intlPrograms.code,
  pageName: intlPrograms.pageName,
  mode: intlPrograms.mode,
  selection: intlPrograms.selection,
  titleEn: intlPrograms.titleEn,
  titleAr: intlPrograms.titleAr,
  termNameEn: terms.nameEn,
  termNameAr: terms.nameAr,
};

export type ApplicationSummaryRow = Awaited<ReturnType<typeof applicationSummaryRows>>[number];

/** Applications with their program and term, newest first, chosen by `where`. */
export function applicationSummaryRows(db: Database, where: SQL | undefined) {
  return db
    .select(summaryColumns)
    .from(intlApplications)
    .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
    .innerJoin(terms, eq(terms.id, intlApplications.termId))
    .where(where)
    .orderBy(desc(intlApplications.createdAt), desc(intlApplications.id));
}

/** An application, the student's own when `studentId` is given. */
export const applicationScope = (applicationId: number, studentId?: number) =>
  and(
    eq(intlApplications.id, applicationId),
    studentId === undefined ? undefined : eq(intlApplications.studentId, studentId),
  );

/** How many applicants each program's term ranked (RankedOf), for the program-terms given. */
export async function rankedCounts(
  db: Database,
  programTerms: readonly { programId: number; termId: number }[],
): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (programTerms.length === 0) return counts;
  const rows = await db
    .select({ programId: intlApplications.programId, termId: intlApplications.termId, ranked: count() })
    .from(intlApplications)
    .where(
      and(
        isNotNull(intlApplications.rankPlace),
        or(
          ...programTerms.map((one) =>
            and(eq(intlApplications.programId, one.programId), eq(intlApplications.termId, one.termId)),
          ),
        ),
      ),
    )
    .groupBy(intlApplications.programId, intlApplications.termId);
  for (const row of rows) counts.set(programTermKey(row), row.ranked);
  return counts;
}

export const programTermKey = (one: { programId: number; termId: number }) =>
  `${String(one.programId)}:${String(one.termId)}`;

export function partnersByIds(db: Database, partnerIds: readonly number[]) {
  if (partnerIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(intlPartners)
    .where(inArray(intlPartners.id, [...partnerIds]));
}

/** The files of an application, oldest first. */
export function applicationDocuments(db: Database, applicationId: number) {
  return db
    .select()
    .from(intlApplicationDocuments)
    .where(eq(intlApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(intlApplicationDocuments.uploadedAt), asc(intlApplicationDocuments.id));
}

/** The log of an application, oldest first. */
export function applicationActions(db: Database, applicationId: number) {
  return db
    .select()
    .from(intlApplicationActions)
    .where(eq(intlApplicationActions.applicationId, applicationId))
    .orderBy(asc(intlApplicationActions.at), asc(intlApplicationActions.id));
}
