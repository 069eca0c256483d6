import { and, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { fixedValue, prepared } from '../../platform/db/prepared.js';
import { students } from '../student/schema.js';
import { announcementAcceptances, announcements, type NewAnnouncementAcceptance } from './schema.js';

/** The student's acceptance of the announcement's current version (announcement_acceptances_once_idx). */
const acceptanceOfCurrentVersion = () =>
  and(
    eq(announcementAcceptances.studentId, students.id),
    eq(announcementAcceptances.announcementId, announcements.id),
    eq(announcementAcceptances.version, announcements.version),
  );

/** The audience check constraint leaves unused columns null, so "every set column matches" is the audience. */
const inAudience = () =>
  and(
    or(isNull(announcements.facultyId), eq(announcements.facultyId, students.facultyId)),
    or(isNull(announcements.programId), eq(announcements.programId, students.programId)),
    or(isNull(announcements.level), eq(announcements.level, students.level)),
  );

/**
 * The announcements in force at `now` whose audience holds the student, each with the student's
 * acceptance of its current version, in one statement: the student by primary key, announcements not yet
 * ended through announcements_ends_at_idx, acceptances through announcement_acceptances_once_idx.
 */
export function announcementsInForce(db: Database, studentId: number, now: Date, announcementId?: number) {
  return db
    .select({
      id: announcements.id,
      version: announcements.version,
      titleEn: announcements.titleEn,
      titleAr: announcements.titleAr,
      bodyEn: announcements.bodyEn,
      bodyAr: announcements.bodyAr,
      mustAccept: announcements.mustAccept,
      startsAt: announcements.startsAt,
      endsAt: announcements.endsAt,
      acceptedAt: announcementAcceptances.acceptedAt,
    })
    .from(announcements)
    .innerJoin(students, eq(students.id, studentId))
    .leftJoin(announcementAcceptances, acceptanceOfCurrentVersion())
    .where(
      and(
        announcementId === undefined ? undefined : eq(announcements.id, announcementId),
        lte(announcements.startsAt, now),
        gt(announcements.endsAt, now),
        inAudience(),
      ),
    )
    .orderBy(desc(announcements.mustAccept), desc(announcements.startsAt), desc(announcements.id));
}

/** Records the acceptance unless this version was accepted before; answers the row that stands. */
export async function recordAcceptance(db: Database, acceptance: NewAnnouncementAcceptance) {
  const inserted = await db
    .insert(announcementAcceptances)
    .values(acceptance)
    .onConflictDoNothing({
      target: [
        announcementAcceptances.studentId,
        announcementAcceptances.announcementId,
        announcementAcceptances.version,
      ],
    })
    .returning({ acceptedAt: announcementAcceptances.acceptedAt });
  const fresh = inserted[0];
  if (fresh) return { acceptedAt: fresh.acceptedAt, already: false };
  const existing = await db
    .select({ acceptedAt: announcementAcceptances.acceptedAt })
    .from(announcementAcceptances)
    .where(
      and(
        eq(announcementAcceptances.studentId, acceptance.studentId),
        eq(announcementAcceptances.announcementId, acceptance.announcementId),
        eq(announcementAcceptances.version, acceptance.version),
      ),
    );
  const standing = existing[0];
  if (!standing) throw new Error('An acceptance conflicted but cannot be read back');
  return { acceptedAt: standing.acceptedAt, already: true };
}

/**
 * The start-up gate's probe, run on every student call not held clear: does a must-accept announcement in
 * force for the student lack an acceptance of its current version? One prepared statement ending at the
 * first such row: the student by primary key, must-accept announcements not yet ended through
 * announcements_must_accept_ends_at_idx, acceptances through announcement_acceptances_once_idx. Prepared,
 * because building its text was a tenth of a busy instance's time when students arrived in numbers.
 */
export async function hasUnacceptedMustAccept(db: Database, studentId: number, now: Date): Promise<boolean> {
  const at = sql`${sql.placeholder('now')}::timestamptz`;
  const rows = await prepared(db, 'announcement.unaccepted-must-accept', (db, name) =>
    db
      .select({ id: announcements.id })
      .from(announcements)
      .innerJoin(students, eq(students.id, sql.placeholder('studentId')))
      .leftJoin(announcementAcceptances, acceptanceOfCurrentVersion())
      .where(
        and(
          fixedValue(eq(announcements.mustAccept, true)),
          gt(announcements.endsAt, at),
          lte(announcements.startsAt, at),
          isNull(announcementAcceptances.studentId),
          inAudience(),
        ),
      )
      .limit(1)
      .prepare(name),
  ).execute({ studentId, now: now.toISOString() });
  return rows.length > 0;
}

/**
 * When the next must-accept announcement not yet in force starts (null: none is scheduled): a student's
 * "nothing waits" answer cannot be held past it.
 */
export async function nextMustAcceptStart(db: Database, now: Date): Promise<Date | null> {
  const rows = await db
    .select({ startsAt: announcements.startsAt })
    .from(announcements)
    .where(
      and(eq(announcements.mustAccept, true), gt(announcements.startsAt, now), gt(announcements.endsAt, now)),
    )
    .orderBy(announcements.startsAt)
    .limit(1);
  return rows[0]?.startsAt ?? null;
}
