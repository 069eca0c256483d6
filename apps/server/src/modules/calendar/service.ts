import { createHash, randomBytes } from 'node:crypto';
import type { CalendarFeedLinks, CalendarFeedStatus } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { allCurrentExams } from '../exams/service.js';
import { scheduleWithLinks, type ScheduleSettings } from '../schedule/service.js';
import { calendarDocument } from './calendar-document.js';
import { deleteFeed, feedOf, insertFeed, replaceFeed, studentOfTokenHash } from './queries.js';
import { say, type Said } from '../../platform/i18n/said.js';

export const FEED_PATH = '/api/Calendar/Feed';
/** 32 random bytes in base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface CalendarSettings extends ScheduleSettings {
  /** The portal's public base URL, without a trailing slash. */
  publicUrl: string;
  universityName: string;
}

export async function feedStatus(db: Database, studentId: number): Promise<CalendarFeedStatus> {
  const feed = await feedOf(db, studentId);
  return { Active: feed !== undefined, CreatedAt: feed?.createdAt.toISOString() ?? null };
}

/** The link in the forms each calendar app takes to subscribe. */
export function feedLinks(settings: CalendarSettings, token: string, createdAt: Date): CalendarFeedLinks {
  const feedUrl = `${settings.publicUrl}${FEED_PATH}?token=${token}`;
  const webcalUrl = feedUrl.replace(/^https?:\/\//, 'webcal://');
  const name = `${settings.universityName}: classes and exams`;
  return {
    CreatedAt: createdAt.toISOString(),
    FeedUrl: feedUrl,
    WebcalUrl: webcalUrl,
    GoogleUrl: `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalUrl)}`,
    OutlookUrl:
      `https://outlook.live.com/calendar/0/addfromweb?url=${encodeURIComponent(feedUrl)}` +
      `&name=${encodeURIComponent(name)}`,
  };
}

export type CreateOutcome =
  { kind: 'created'; links: CalendarFeedLinks } | { kind: 'conflict'; message: Said };

/**
 * A new private link. `replacing` names the link the student is looking at (its CreatedAt) or null for
 * none: a request that does not match the stored link (a double tap, another tab) changes nothing.
 */
export async function createFeed(
  db: Database,
  settings: CalendarSettings,
  request: { studentId: number; replacing: string | null; now: Date },
): Promise<CreateOutcome> {
  const token = randomBytes(32).toString('base64url');
  // Stored to the millisecond, so the CreatedAt the student is shown identifies the link exactly.
  const createdAt = new Date(Math.floor(request.now.getTime()));
  const replacing = request.replacing === null ? null : new Date(request.replacing);
  const done =
    replacing === null
      ? await insertFeed(db, request.studentId, hashToken(token), createdAt)
      : !Number.isNaN(replacing.getTime()) &&
        (await replaceFeed(db, request.studentId, replacing, hashToken(token), createdAt));
  if (!done) {
    return {
      kind: 'conflict',
      message: say('calendar.linkChanged'),
    };
  }
  return { kind: 'created', links: feedLinks(settings, token, createdAt) };
}

export function revokeFeed(db: Database, studentId: number): Promise<boolean> {
  return deleteFeed(db, studentId);
}

/** The student's classes and exams as an iCalendar document. */
export async function studentCalendar(
  db: Database,
  settings: CalendarSettings,
  studentId: number,
  now: Date,
): Promise<string> {
  const [schedule, exams] = await Promise.all([
    scheduleWithLinks(db, studentId, settings),
    allCurrentExams(db, studentId),
  ]);
  return calendarDocument({
    schedule,
    exams,
    universityName: settings.universityName,
    host: new URL(settings.publicUrl).hostname,
    now,
  });
}

/**
 * The public feed: the calendar of whoever holds the token, or undefined. A malformed, unknown and revoked
 * token are one and the same answer, found the same way (one index look-up of its hash).
 */
export async function calendarForToken(
  db: Database,
  settings: CalendarSettings,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const hash = hashToken(token);
  const studentId = await studentOfTokenHash(db, hash);
  if (studentId === undefined || !TOKEN_PATTERN.test(token)) return undefined;
  return studentCalendar(db, settings, studentId, now);
}
