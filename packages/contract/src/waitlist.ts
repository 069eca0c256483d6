import { z } from 'zod';
import { REGISTRATION_WINDOW_KINDS } from './time-tickets.js';

/**
 * Waitlists with timed offers (issue 10). A student joins the waitlist of a full section; a freed seat is
 * held for the first in line for a configured time (WAITLIST_OFFER_HOURS) and offered to them; they accept
 * (through the same rules as adding) or decline, and a lapsed or declined offer goes to the next in line.
 *
 * The writes exist once per registration window — `/api/Advising/…` and `/api/AddDrop/…` — so each passes
 * that window's time ticket and waiting room; `GetStudentWaitlists` names the window open now.
 */

/** A place in line, named by its section (for a lecture with its lab, the lecture). */
export const waitlistSectionBody = z.object({ SectionId: z.number().int().positive() });
export type WaitlistSectionBody = z.infer<typeof waitlistSectionBody>;

/**
 * JoinWaitlist: the section to wait for and, for a lecture of a course with labs, the lab or tutorial of
 * that lecture to take with it — one request: the offer holds a seat in both or in neither. A lab alone
 * is waited for only by a student who holds its lecture (accepting then gives up their current lab).
 */
export const waitlistJoinBody = waitlistSectionBody.extend({
  LabSectionId: z.number().int().positive().optional(),
});
export type WaitlistJoinBody = z.infer<typeof waitlistJoinBody>;

/** A registration window whose routes take waitlist writes (`/api/Advising/…` or `/api/AddDrop/…`). */
export const waitlistWindow = z.enum(REGISTRATION_WINDOW_KINDS);
export type WaitlistWindow = z.infer<typeof waitlistWindow>;

export { WAITLIST_ROUTE_PREFIX } from './waitlist-routes.js';

export const waitlistOffer = z.object({
  OfferedAt: z.string(),
  /** The seat is held until then (ISO); after it the offer lapses and goes to the next in line. */
  ExpiresAt: z.string(),
  /**
   * From when the student can accept or decline: now, or when one of their windows opens to them (their
   * registration time); null when none does before the hold ends.
   */
  AnswerFrom: z.string().nullable(),
});
export type WaitlistOffer = z.infer<typeof waitlistOffer>;

export const studentWaitlist = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  CourseTitleEn: z.string(),
  CourseTitleAr: z.string(),
  SectionNo: z.string(),
  Credits: z.number().int(),
  JoinedAt: z.string(),
  /** 1 = first in line. A student holding an offer is at 1. */
  Position: z.number().int(),
  /** Students in this section's line, the offered one included. */
  LineLength: z.number().int(),
  /** The lab or tutorial section waited for with this lecture: the offer holds a seat in each. */
  Lab: z.object({ SectionId: z.number().int(), SectionNo: z.string() }).nullable(),
  /** The student's own lab or tutorial of the course, given up when they accept this one. */
  Replaces: z.object({ SectionId: z.number().int(), SectionNo: z.string() }).nullable(),
  /** Set while a seat is held for the student (in each section of the request). */
  Offer: waitlistOffer.nullable(),
});
export type StudentWaitlist = z.infer<typeof studentWaitlist>;

/** One of the current term's registration windows as it stands for the student. */
export const waitlistWindowTime = z.object({
  Kind: waitlistWindow,
  OpensAt: z.string(),
  ClosesAt: z.string(),
  /** The student's own registration time in the window (their time ticket); null when it has no tickets. */
  YourTimeAt: z.string().nullable(),
  /** The window is open and the student's time in it has come: its routes take their waitlist writes. */
  OpenToYou: z.boolean(),
});
export type WaitlistWindowTime = z.infer<typeof waitlistWindowTime>;

/** GET /api/Waitlist/GetStudentWaitlists: the student's places in line this term, offers first. */
export const studentWaitlists = z.object({
  /** The server's clock, so an offer's countdown does not depend on the device's. */
  Now: z.string(),
  /**
   * The window the student's waitlist writes go through now: open, and their registration time in it
   * come (add/drop before advising when both are); null when neither is open to them yet.
   */
  Window: waitlistWindow.nullable(),
  /** The advising and add/drop windows with the student's time in each, for "you can answer from …". */
  Windows: z.array(waitlistWindowTime),
  Waitlists: z.array(studentWaitlist),
});
export type StudentWaitlists = z.infer<typeof studentWaitlists>;

/** JoinWaitlist's answer: the student's place. */
export const waitlistPlace = studentWaitlist;
export type WaitlistPlace = StudentWaitlist;

/** AcceptWaitlistOffer's answer: the seat the student now holds. */
export const waitlistAccepted = z.object({
  SectionId: z.number().int(),
  CourseCode: z.string(),
  SectionNo: z.string(),
  /** The lab or tutorial section taken with the lecture, when the request held one. */
  LabSectionNo: z.string().nullable(),
});
export type WaitlistAccepted = z.infer<typeof waitlistAccepted>;

/** A course of the current term in the registrar's live view: its seats over all its sections. */
export const liveCourseSeats = z.object({
  CourseCode: z.string(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  Sections: z.number().int(),
  Capacity: z.number().int(),
  Enrolled: z.number().int(),
  /** Seats held for waitlist offers not yet answered. */
  Held: z.number().int(),
  /** Capacity − enrolled − held. */
  SeatsLeft: z.number().int(),
  /** Students in line over all its sections, those holding an offer included. */
  Waitlisted: z.number().int(),
  Offers: z.number().int(),
});
export type LiveCourseSeats = z.infer<typeof liveCourseSeats>;

/** How many courses the live view lists (the tightest ones). */
export const LIVE_COURSES_SHOWN = 20;
