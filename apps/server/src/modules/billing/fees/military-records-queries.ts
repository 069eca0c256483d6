import type { MilitaryRecordRow } from '@portal/contract';
import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../platform/db/client.js';
import { students } from '../../student/schema.js';
import { billingCharges, billingCredits, billingInvoices, billingPayments } from '../schema.js';
import { currentMilitaryCourse } from './military-queries.js';
import { militaryRecords } from './military-schema.js';

export interface MilitaryRecordFilter {
  status?: 'due' | 'registered' | 'completed' | 'exempt';
  search?: string;
  studentId?: number;
}

/** A search box's text as a LIKE prefix, its wildcards taken literally. */
const prefix = (text: string) => `${text.replace(/[\\%_]/g, (found) => `\\${found}`)}%`;

/**
 * What the listing derives: this term's course charge (`military:<term>:<student>`) counts paid once
 * payments through its invoices cover what credits left of it, and the status is as militaryStatus decides
 * it: the registrar's record first, else registered when paid, else due.
 */
function listing(termId: number | null) {
  const sourceKey = sql`'military:' || ${termId ?? -1}::text || ':' || ${students.id}::text`;
  const charge = sql`(select ${billingCharges.id} from ${billingCharges} where ${billingCharges.sourceKey} = ${sourceKey})`;
  const paidIn = sql`coalesce((select sum(${billingPayments.amountPiastres}) from ${billingPayments}
    join ${billingInvoices} on ${billingInvoices.id} = ${billingPayments.invoiceId}
    where ${billingInvoices.chargeId} = ${charge}), 0)`;
  const left = sql`(select ${billingCharges.amountPiastres} - coalesce((select sum(${billingCredits.amountPiastres})
    from ${billingCredits} where ${billingCredits.chargeId} = ${billingCharges.id}), 0)
    from ${billingCharges} where ${billingCharges.sourceKey} = ${sourceKey})`;
  const paid = sql<boolean>`(${paidIn} > 0 and ${paidIn} >= ${left})`;
  const status = sql<string>`coalesce(${militaryRecords.outcome}, case when ${paid} then 'registered' else 'due' end)`;
  return { paid, status };
}

function whereOf(filter: MilitaryRecordFilter, status: SQL<string>) {
  const { search } = filter;
  return and(
    eq(students.gender, 'male'),
    eq(students.nationality, 'EG'),
    filter.studentId === undefined ? undefined : eq(students.id, filter.studentId),
    filter.status ? sql`${status} = ${filter.status}` : undefined,
    search === undefined
      ? undefined
      : or(
          eq(students.code, search),
          ilike(students.nameEn, prefix(search)),
          ilike(students.nameAr, prefix(search)),
        ),
  );
}

/** One page of GetMilitaryRecords, by student code. */
export async function militaryRecordsPage(
  db: Database,
  filter: MilitaryRecordFilter,
  offset: number,
  limit: number,
): Promise<{ items: MilitaryRecordRow[]; total: number }> {
  const course = await currentMilitaryCourse(db);
  const { paid, status } = listing(course?.termId ?? null);
  const where = whereOf(filter, status);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        code: students.code,
        nameEn: students.nameEn,
        nameAr: students.nameAr,
        status,
        paid,
        note: militaryRecords.note,
      })
      .from(students)
      .leftJoin(militaryRecords, eq(militaryRecords.studentId, students.id))
      .where(where)
      .orderBy(asc(students.code))
      .offset(offset)
      .limit(limit),
    db
      .select({ total: count() })
      .from(students)
      .leftJoin(militaryRecords, eq(militaryRecords.studentId, students.id))
      .where(where),
  ]);
  const courseTerm = course ? { TermId: course.termId, NameEn: course.nameEn, NameAr: course.nameAr } : null;
  const items = rows.map((row) => ({
    StudentCode: row.code,
    StudentNameEn: row.nameEn,
    StudentNameAr: row.nameAr,
    Status: row.status as MilitaryRecordRow['Status'],
    CourseTerm: courseTerm,
    Paid: row.paid,
    Note: row.note,
  }));
  return { items, total: total?.total ?? 0 };
}
