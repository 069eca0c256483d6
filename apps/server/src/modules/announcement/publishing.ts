import type { SaveAnnouncement, StaffAnnouncement } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { plainParagraphs } from './plain-text.js';
import {
  announcementById,
  audienceExists,
  announcementsWithAcceptances,
  endAnnouncementAt,
  insertAnnouncement,
  updateAnnouncement,
} from './publishing-queries.js';
import type { Announcement } from './schema.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';

export type PublishOutcome =
  { kind: 'saved'; announcement: Announcement; created: boolean; newVersion: boolean } | Refused;

export function staffView(row: Announcement, acceptances: number): StaffAnnouncement {
  return {
    AnnouncementId: row.id,
    Version: row.version,
    TitleEn: row.titleEn,
    TitleAr: row.titleAr,
    BodyEn: row.bodyEn,
    BodyAr: row.bodyAr,
    Audience: row.audience,
    FacultyId: row.facultyId ?? null,
    ProgramId: row.programId ?? null,
    Level: row.level ?? null,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    MustAccept: row.mustAccept,
    Acceptances: acceptances,
  };
}

export async function announcementsForStaff(db: Database): Promise<StaffAnnouncement[]> {
  const rows = await announcementsWithAcceptances(db);
  return rows.map((row) => staffView(row.announcement, row.acceptances));
}

/** The audience columns a kind uses; the others stay null (the table's audience check holds the same rule). */
function audienceOf(input: SaveAnnouncement) {
  const none = { facultyId: null, programId: null, level: null };
  switch (input.Audience) {
    case 'everyone':
      return input.FacultyId || input.ProgramId || input.Level ? undefined : none;
    case 'faculty':
      return input.FacultyId && !input.ProgramId && !input.Level
        ? { ...none, facultyId: input.FacultyId }
        : undefined;
    case 'program':
      return input.ProgramId && !input.Level ? { ...none, programId: input.ProgramId } : undefined;
    case 'level':
      return input.Level
        ? { facultyId: input.FacultyId ?? null, programId: input.ProgramId ?? null, level: input.Level }
        : undefined;
  }
}

/**
 * Creates an announcement or edits one. Bodies become plain paragraphs. An edit that changes the title or
 * body raises the version (students accept again); dates, audience and the must-accept flag do not.
 */
export async function saveAnnouncement(db: Database, input: SaveAnnouncement): Promise<PublishOutcome> {
  const audience = audienceOf(input);
  if (!audience) {
    return refused('409', say('announcement.audience'));
  }
  if (!(await audienceExists(db, audience.facultyId, audience.programId))) {
    return refused('404', say('announcement.noFacultyOrProgram'));
  }
  const values = {
    titleEn: input.TitleEn,
    titleAr: input.TitleAr,
    bodyEn: plainParagraphs(input.BodyEn),
    bodyAr: plainParagraphs(input.BodyAr),
    audience: input.Audience,
    ...audience,
    startsAt: new Date(input.StartsAt),
    endsAt: new Date(input.EndsAt),
    mustAccept: input.MustAccept,
  };
  if (values.bodyEn === '' || values.bodyAr === '') {
    return refused('409', say('announcement.bothLanguages'));
  }
  if (input.AnnouncementId === undefined) {
    return {
      kind: 'saved',
      announcement: await insertAnnouncement(db, values),
      created: true,
      newVersion: false,
    };
  }
  const existing = await announcementById(db, input.AnnouncementId);
  if (!existing) return refused('404', say('announcement.none'));
  const newVersion =
    existing.titleEn !== values.titleEn ||
    existing.titleAr !== values.titleAr ||
    existing.bodyEn !== values.bodyEn ||
    existing.bodyAr !== values.bodyAr;
  const saved = await updateAnnouncement(db, existing.id, values, newVersion);
  if (!saved) return refused('404', say('announcement.none'));
  return { kind: 'saved', announcement: saved, created: false, newVersion };
}

export async function endAnnouncement(db: Database, id: number, now: Date) {
  return endAnnouncementAt(db, id, now);
}
