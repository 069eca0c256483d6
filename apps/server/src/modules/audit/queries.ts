import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { staffMembers } from '../staff/schema.js';
import { students } from '../student/schema.js';
import { auditLog, type NewAuditEntry } from './schema.js';

export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export interface AuditFilters {
  studentCode?: string;
  staffEmail?: string;
  action?: string;
  /** Inclusive start and exclusive end, as instants. */
  from?: Date;
  until?: Date;
  offset: number;
  limit: number;
}

function conditions(filters: AuditFilters): SQL | undefined {
  const parts: SQL[] = [];
  if (filters.studentCode) parts.push(eq(students.code, filters.studentCode));
  if (filters.staffEmail) parts.push(eq(staffMembers.email, filters.staffEmail.toLowerCase()));
  if (filters.action) parts.push(eq(auditLog.action, filters.action));
  if (filters.from) parts.push(gte(auditLog.at, filters.from));
  if (filters.until) parts.push(lt(auditLog.at, filters.until));
  return and(...parts);
}

export async function listAuditEntries(db: Database, filters: AuditFilters) {
  const where = conditions(filters);
  const [items, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        outcome: auditLog.outcome,
        staffEmail: staffMembers.email,
        studentCode: students.code,
        actorLabel: auditLog.actorLabel,
        target: auditLog.target,
        address: auditLog.address,
        platform: auditLog.platform,
      })
      .from(auditLog)
      .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffMemberId))
      .leftJoin(students, eq(students.id, auditLog.studentId))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .offset(filters.offset)
      .limit(filters.limit),
    db
      .select({ total: count() })
      .from(auditLog)
      .leftJoin(staffMembers, eq(staffMembers.id, auditLog.staffMemberId))
      .leftJoin(students, eq(students.id, auditLog.studentId))
      .where(where),
  ]);
  return { items, total: totals[0]?.total ?? 0 };
}

/** Failed staff sign-ins from one address since `since`: the per-address brake on password guessing. */
export async function countImpersonatedWrites(db: Database, impersonationId: number): Promise<number> {
  const rows = await db
    .select({ total: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'write'),
        sql`${auditLog.details} ->> 'impersonationId' = ${String(impersonationId)}`,
      ),
    );
  return rows[0]?.total ?? 0;
}
