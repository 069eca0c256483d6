import { z } from 'zod';

/** GET /api/Reports/GetCalendarFeed: whether the student has a private calendar link, and since when. */
export const calendarFeedStatus = z.object({
  Active: z.boolean(),
  CreatedAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatus>;

/**
 * POST /api/Reports/CreateCalendarFeed: a new private link. `Replacing` is the `CreatedAt` of the link the
 * student sees (null when none): a repeated request, or one made against a link that has changed since,
 * is refused and changes nothing.
 */
export const createCalendarFeedBody = z.object({ Replacing: z.string().max(40).nullable() });

/** The link, shown this once (only its hash is kept), in the forms calendar apps take. */
export const calendarFeedLinks = z.object({
  CreatedAt: z.string(),
  /** https: Outlook and any app's "subscribe from URL". */
  FeedUrl: z.string(),
  /** webcal: Apple Calendar and Outlook on the desktop subscribe when it is opened. */
  WebcalUrl: z.string(),
  /** Google Calendar's "add by URL". */
  GoogleUrl: z.string(),
  /** Outlook on the web's "subscribe from web". */
  OutlookUrl: z.string(),
});
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinks>;

/** POST /api/Reports/RevokeCalendarFeed: the link stops working; true when there was one. */
export const revokedCalendarFeed = z.object({ Revoked: z.boolean() });

/** GET /api/Calendar/Feed?token=…: the public feed (text/calendar), found by the secret token only. */
export const calendarFeedQuery = z.object({ token: z.string().max(200) });
