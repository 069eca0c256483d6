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

export const ANNOUNCEMENT_AUDIENCE_KINDS = ['everyone', 'faculty', 'program', 'level'] as const;
export const ANNOUNCEMENT_TITLE_MAX = 200;
export const ANNOUNCEMENT_BODY_MAX = 20_000;

/**
 * POST /api/Portal/SaveAnnouncement (communications office): a new announcement, or an edit of one
 * (AnnouncementId given). Bodies are plain text: tags are removed and paragraphs kept. Editing the title or
 * body raises the version, so every student must accept the new text again.
 */
export const saveAnnouncementBody = z
  .object({
    AnnouncementId: z.number().int().positive().optional(),
    TitleEn: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
    TitleAr: z.string().trim().min(1).max(ANNOUNCEMENT_TITLE_MAX),
    BodyEn: z.string().min(1).max(ANNOUNCEMENT_BODY_MAX),
    BodyAr: z.string().min(1).max(ANNOUNCEMENT_BODY_MAX),
    Audience: z.enum(ANNOUNCEMENT_AUDIENCE_KINDS),
    FacultyId: z.number().int().positive().nullable().optional(),
    ProgramId: z.number().int().positive().nullable().optional(),
    Level: z.number().int().min(1).max(7).nullable().optional(),
    StartsAt: z.iso.datetime({ offset: true }),
    EndsAt: z.iso.datetime({ offset: true }),
    MustAccept: z.boolean(),
  })
  .refine((body) => Date.parse(body.StartsAt) < Date.parse(body.EndsAt), {
    message: 'must be after StartsAt',
    path: ['EndsAt'],
  });
export type SaveAnnouncement = z.infer<typeof saveAnnouncementBody>;

/** One announcement as the communications office sees it (GET /api/Portal/GetAnnouncements). */
export const staffAnnouncement = z.object({
  AnnouncementId: z.number().int(),
  Version: z.number().int(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  BodyEn: z.string(),
  BodyAr: z.string(),
  Audience: z.enum(ANNOUNCEMENT_AUDIENCE_KINDS),
  FacultyId: z.number().int().nullable(),
  ProgramId: z.number().int().nullable(),
  Level: z.number().int().nullable(),
  StartsAt: z.string(),
  EndsAt: z.string(),
  MustAccept: z.boolean(),
  /** Acceptances of the current version. */
  Acceptances: z.number().int(),
});
export type StaffAnnouncement = z.infer<typeof staffAnnouncement>;
export const getAnnouncementsResponse = z.array(staffAnnouncement);

/** POST /api/Portal/EndAnnouncement: ends an announcement now (it leaves every student's app). */
export const endAnnouncementBody = z.object({ AnnouncementId: z.number().int().positive() });
