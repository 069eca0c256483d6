import type { ApplicationState } from '@portal/contract';
import { and, asc, count, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { terms } from '../academic/schema.js';
import type { Database } from '../../platform/db/client.js';
import { students } from '../student/schema.js';
import { intlApplicationDocuments, intlApplications, intlPrograms } from './schema.js';

/*
 * The office's reads: any student's applications and files. Staff routes only (the international-office role);
 * the student's own reads are scoped to the student in application-view-queries.ts.
 */

export interface ApplicationFilters {
  programId: number;
  state?: ApplicationState;
  /** A student's code or part of their name. */
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtersWhere(filters: ApplicationFilters): SQL | undefined {
  const pattern = filters.search === undefined ? null : `%${escapeLike(filters.search)}%`;
  return and(
    eq(intlApplications.programId, filters.programId),
    filters.state ? eq(intlApplications.state, filters.state) : undefined,
    pattern === null
      ? undefined
      : or(ilike(students.code, pattern), ilike(students.nameEn, pattern), ilike(students.nameAr, pattern)),
  );
}

/** The columns of application-view-queries' summary rows, with the student as the office names them. */
const rowColumns = {
  application: intlApplications,
  programCode: intlPrograms.code,
  pageName: intlPrograms.pageName,
  mode: intlPrograms.mode,
  selection: intlPrograms.selection,
  titleEn: intlPrograms.titleEn,
  titleAr: intlPrograms.titleAr,
  termNameEn: terms.nameEn,
  termNameAr: terms.nameAr,
  studentCode: students.code,
  studentNameEn: students.nameEn,
  studentNameAr: students.nameAr,
};

/**
 * GetApplications: one program's applications, ranked ones by their place, then in the order they were
 * submitted (drafts last), so the office reads them as the ranking and the queue stand.
 */
export async function applicationsPage(
  db: Database,
  filters: ApplicationFilters,
  offset: number,
  limit: number,
) {
  const where = filtersWhere(filters);
  const [items, [total]] = await Promise.all([
    db
      .select(rowColumns)
      .from(intlApplications)
      .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
      .innerJoin(terms, eq(terms.id, intlApplications.termId))
      .innerJoin(students, eq(students.id, intlApplications.studentId))
      .where(where)
      .orderBy(
        sql`${intlApplications.rankPlace} asc nulls last`,
        sql`${intlApplications.submittedAt} asc nulls last`,
        asc(intlApplications.id),
      )
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(intlApplications)
      .innerJoin(students, eq(students.id, intlApplications.studentId))
      .where(where),
  ]);
  return { items, total: total?.total ?? 0 };
}
export type OfficeApplicationListRow = Awaited<ReturnType<typeof applicationsPage>>['items'][number];

/** Files waiting for the office's decision, per application. */
export async function pendingDocumentCounts(
  db: Database,
  applicationIds: readonly number[],
): Promise<Map<number, number>> {
  if (applicationIds.length === 0) return new Map();
  const rows = await db
    .select({ applicationId: intlApplicationDocuments.applicationId, pending: count() })
    .from(intlApplicationDocuments)
    .where(
      and(
        inArray(intlApplicationDocuments.applicationId, [...applicationIds]),
        eq(intlApplicationDocuments.state, 'pending'),
      ),
    )
    .groupBy(intlApplicationDocuments.applicationId);
  return new Map(rows.map((row) => [row.applicationId, row.pending]));
}

/** One uploaded file of any application, for the office. */
export async function officeDocument(db: Database, documentId: number) {
  const [row] = await db
    .select()
    .from(intlApplicationDocuments)
    .where(eq(intlApplicationDocuments.id, documentId));
  return row;
}

export async function programExists(db: Database, programId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: intlPrograms.id })
    .from(intlPrograms)
    .where(eq(intlPrograms.id, programId));
  return row !== undefined;
}
