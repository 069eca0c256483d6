import type { ActiveAnnouncement, AnnouncementAcceptance } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { announcementsInForce, recordAcceptance } from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';

export async function activeAnnouncements(
  db: Database,
  studentId: number,
  now: Date,
): Promise<ActiveAnnouncement[]> {
  const rows = await announcementsInForce(db, studentId, now);
  return rows.map((row) => ({
    AnnouncementId: row.id,
    Version: row.version,
    TitleEn: row.titleEn,
    TitleAr: row.titleAr,
    BodyEn: row.bodyEn,
    BodyAr: row.bodyAr,
    MustAccept: row.mustAccept,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    Accepted: row.acceptedAt !== null,
    AcceptedAt: row.acceptedAt?.toISOString() ?? null,
  }));
}

/** The accept flag of spec §4: 1 when no must-accept announcement in force waits for this student. */
export async function acceptFlag(db: Database, studentId: number, now: Date): Promise<0 | 1> {
  const rows = await announcementsInForce(db, studentId, now);
  return rows.some((row) => row.mustAccept && row.acceptedAt === null) ? 0 : 1;
}

export type AcceptOutcome =
  { kind: 'accepted'; acceptance: AnnouncementAcceptance } | Refused<'403' | '404' | '409'>;

/**
 * Records that the student accepted an announcement in force for them, exactly once per version. Staff
 * acting as the student may not accept on their behalf: acceptance is the student's own statement.
 */
export async function acceptAnnouncement(
  db: Database,
  input: {
    studentId: number;
    impersonated: boolean;
    announcementId: number;
    version: number | undefined;
    platform: number | null;
    address: string;
  },
  now: Date,
): Promise<AcceptOutcome> {
  if (input.impersonated) {
    return refused('403', say('announcement.studentOnly'));
  }
  const [announcement] = await announcementsInForce(db, input.studentId, now, input.announcementId);
  if (!announcement) {
    return refused('404', say('announcement.notYours'));
  }
  if (input.version !== undefined && input.version !== announcement.version) {
    return refused('409', say('announcement.changed'));
  }
  const recorded = await recordAcceptance(db, {
    studentId: input.studentId,
    announcementId: announcement.id,
    version: announcement.version,
    acceptedAt: now,
    platform: input.platform,
    address: input.address,
  });
  return {
    kind: 'accepted',
    acceptance: {
      AnnouncementId: announcement.id,
      Version: announcement.version,
      AcceptedAt: recorded.acceptedAt.toISOString(),
      AlreadyAccepted: recorded.already,
    },
  };
}
