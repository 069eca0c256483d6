import { z } from 'zod';

/** One announcement in force for the signed-in student (GET /api/Portal/GetActiveNotification). */
export const activeAnnouncement = z.object({
  AnnouncementId: z.number().int(),
  Version: z.number().int(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  /** Plain text; paragraphs are separated by blank lines. */
  BodyEn: z.string(),
  BodyAr: z.string(),
  MustAccept: z.boolean(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  /** Accepted in its current version; an older version's acceptance does not count. */
  Accepted: z.boolean(),
  AcceptedAt: z.string().nullable(),
});
export type ActiveAnnouncement = z.infer<typeof activeAnnouncement>;

/** Must-accept announcements first, then newest first. */
export const getActiveNotificationResponse = z.array(activeAnnouncement);

/**
 * GET /api/Portal/CheckAnnocmentIsAccepted: the app's accept flag (spec §4 gate 2): 1 when every
 * must-accept announcement in force is accepted in its current version, else 0.
 */
export const announcementAcceptFlag = z.union([z.literal(0), z.literal(1)]);

/** POST /api/Portal/InsertAnnouncmentLogger */
export const insertAnnouncementLoggerBody = z.object({
  AnnouncementId: z.number().int().positive(),
  /** The version the student read; refused when the announcement has changed since. Omitted: the current one. */
  Version: z.number().int().positive().optional(),
});

export const announcementAcceptance = z.object({
  AnnouncementId: z.number().int(),
  Version: z.number().int(),
  AcceptedAt: z.string(),
  /** True when this version had been accepted before: the call changed nothing. */
  AlreadyAccepted: z.boolean(),
});
export type AnnouncementAcceptance = z.infer<typeof announcementAcceptance>;
