import { z } from 'zod';

// ---------------------------------------------------------------------------------------------------
// The advising log

export const ADVISING_EVENT_ACTIONS = [
  /** A seat was given (advising, group, add/drop, waitlist or staff). */
  'seat_taken',
  /** A seat was freed. */
  'seat_freed',
  /** A change was refused; the detail says why. */
  'change_refused',
  'contact_confirmed',
  'group_saved',
  'cart_changed',
  'cart_saved',
  /** Waitlists (modules/waitlist): joining, leaving, a seat offered, accepted, declined or lapsed. */
  'waitlist_join',
  'waitlist_leave',
  'waitlist_offer',
  'waitlist_accept',
  'waitlist_decline',
  'waitlist_lapse',
] as const;
export type AdvisingEventAction = (typeof ADVISING_EVENT_ACTIONS)[number];

export const SEAT_SOURCES = ['advising', 'group', 'add_drop', 'waitlist', 'staff'] as const;
export type SeatSource = (typeof SEAT_SOURCES)[number];

export const advisingEvent = z.object({
  EventId: z.number().int(),
  At: z.string(),
  Action: z.enum(ADVISING_EVENT_ACTIONS),
  Source: z.enum(SEAT_SOURCES),
  CourseCode: z.string().nullable(),
  SectionNo: z.string().nullable(),
  /** Plain words: the refusal, the group chosen… */
  Detail: z.string().nullable(),
});
export type AdvisingEvent = z.infer<typeof advisingEvent>;

/** GET /api/Advising/GetLoggers: the student's own advising history, newest first. */
export const advisingLog = z.object({ Events: z.array(advisingEvent) });
export type AdvisingLog = z.infer<typeof advisingLog>;
