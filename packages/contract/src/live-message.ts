import { z } from 'zod';
import { mobilePageName } from './page-name.js';

/**
 * The `message` event of the live stream (GET /api/Notify/Stream): a message that has just been sent to
 * the student. A module of its own, so the web app's live stream loads this one schema rather than every
 * schema of notify and menu.
 */
export const liveMessage = z.object({
  MessageId: z.number().int(),
  Title: z.string(),
  Body: z.string(),
  /** The same in Arabic when the portal wrote it itself; absent or null for a staff message (as written). */
  Arabic: z.object({ Title: z.string(), Body: z.string() }).nullable().optional(),
  Link: mobilePageName.nullable(),
});
export type LiveMessage = z.infer<typeof liveMessage>;
