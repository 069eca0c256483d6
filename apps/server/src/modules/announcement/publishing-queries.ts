import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { faculties, programs } from '../academic/schema.js';
import { announcementAcceptances, announcements, type NewAnnouncement } from './schema.js';

/** Every announcement, newest first, with the acceptances of its current version. */
export function announcementsWithAcceptances(db: Database) {
  return db
    .select({
      announcement: announcements,
      acceptances: count(announcementAcceptances.studentId),
    })
    .from(announcements)
    .leftJoin(
      announcementAcceptances,
      and(
        eq(announcementAcceptances.announcementId, announcements.id),
        eq(announcementAcceptances.version, announcements.version),
      ),
    )
    .groupBy(announcements.id)
    .orderBy(desc(announcements.startsAt), desc(announcements.id));
}

export async function announcementById(db: Database, id: number) {
  const rows = await db.select().from(announcements).where(eq(announcements.id, id));
  return rows[0];
}

export async function insertAnnouncement(db: Database, values: NewAnnouncement) {
  const rows = await db.insert(announcements).values(values).returning();
  const row = rows[0];
  if (!row) throw new Error('The announcement insert returned no row');
  return row;
}

/** Saves an edit; `newVersion` raises the version so earlier acceptances no longer count. */
export async function updateAnnouncement(
  db: Database,
  id: number,
  values: Omit<NewAnnouncement, 'id' | 'version'>,
  newVersion: boolean,
) {
  const rows = await db
    .update(announcements)
    .set({
      ...values,
      ...(newVersion ? { version: sql`${announcements.version} + 1` } : {}),
      updatedAt: new Date(),
    })
    .where(eq(announcements.id, id))
    .returning();
  return rows[0];
}

/** Ends an announcement at `now`; one that had not started yet is given a start just before. */
export async function endAnnouncementAt(db: Database, id: number, now: Date) {
  const rows = await db
    .update(announcements)
    .set({
      startsAt: sql`least(${announcements.startsAt}, ${new Date(now.getTime() - 1000)})`,
      endsAt: now,
      updatedAt: now,
    })
    .where(and(eq(announcements.id, id), sql`${announcements.endsAt} > ${now}`))
    .returning();
  return rows[0];
}

/** Whether the faculty and program an audience names exist (each only when given). */
export async function audienceExists(db: Database, facultyId: number | null, programId: number | null) {
  if (facultyId !== null) {
    const found = await db.select({ id: faculties.id }).from(faculties).where(eq(faculties.id, facultyId));
    if (found.length === 0) return false;
  }
  if (programId !== null) {
    const found = await db.select({ id: programs.id }).from(programs).where(eq(programs.id, programId));
    if (found.length === 0) return false;
  }
  return true;
}
