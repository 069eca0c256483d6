import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';
import { faculties, programs } from '../academic/schema.js';
import { students } from '../student/schema.js';

export const ANNOUNCEMENT_AUDIENCES = ['everyone', 'faculty', 'program', 'level'] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];

/**
 * What the university tells students, in force from `starts_at` until `ends_at`. Audience 'faculty' and
 * 'program' name theirs; 'level' names a level, optionally within a faculty or a program. A must-accept
 * announcement gates the app until accepted; changing its text raises `version`, which needs a new
 * acceptance.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: id(),
    titleEn: text().notNull(),
    titleAr: text().notNull(),
    /** Plain text; paragraphs separated by blank lines. */
    bodyEn: text().notNull(),
    bodyAr: text().notNull(),
    audience: text().$type<AnnouncementAudience>().notNull().default('everyone'),
    facultyId: integer().references(() => faculties.id),
    programId: integer().references(() => programs.id),
    level: smallint(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    mustAccept: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    // Serves "in force now" (GetActiveNotification, CheckAnnocmentIsAccepted): ended ones are skipped by range.
    index('announcements_ends_at_idx').on(t.endsAt),
    // Serves the HTTP 400 gate on every student call: only the few must-accept rows, by end date.
    index('announcements_must_accept_ends_at_idx')
      .on(t.endsAt)
      .where(sql`${t.mustAccept}`),
    check('announcements_period_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('announcements_version_check', sql`${t.version} >= 1`),
    check(
      'announcements_audience_check',
      sql`(${t.audience} = 'everyone' and ${t.facultyId} is null and ${t.programId} is null and ${t.level} is null)
        or (${t.audience} = 'faculty' and ${t.facultyId} is not null and ${t.programId} is null and ${t.level} is null)
        or (${t.audience} = 'program' and ${t.programId} is not null and ${t.level} is null)
        or (${t.audience} = 'level' and ${t.level} is not null)`,
    ),
  ],
);
export type Announcement = typeof announcements.$inferSelect;
export type NewAnnouncement = typeof announcements.$inferInsert;

/** A student's acceptance of one version of an announcement: who, which version, when, from where. */
export const announcementAcceptances = pgTable(
  'announcement_acceptances',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    announcementId: integer()
      .notNull()
      .references(() => announcements.id),
    version: integer().notNull(),
    acceptedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** MobPlatform header: 1 iOS, 2 Android, 3 other; null when the app did not say. */
    platform: smallint(),
    /** The caller's address as the server saw it. */
    address: text().notNull(),
  },
  (t) => [
    // Exactly once per version; also serves "has this student accepted these announcements" (student leads).
    uniqueIndex('announcement_acceptances_once_idx').on(t.studentId, t.announcementId, t.version),
    check(
      'announcement_acceptances_platform_check',
      sql`${t.platform} is null or ${t.platform} between 1 and 3`,
    ),
  ],
);
export type AnnouncementAcceptance = typeof announcementAcceptances.$inferSelect;
export type NewAnnouncementAcceptance = typeof announcementAcceptances.$inferInsert;
