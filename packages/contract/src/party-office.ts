import { z } from 'zod';
import {
  PARTY_GUEST_QUOTA_MAX,
  PARTY_QUESTIONS_MAX,
  partyEligibility,
  partyEvent,
  partyEventKind,
  partyPage,
  partyQuestion,
} from './party.js';

/* The events office's calls and the door's (ushers), issue 27. The student's side is party.ts. */

const id = z.number().int().positive().max(2_147_483_647);
const instant = z.iso.datetime({ offset: true });

/** An event as the office edits it: what students see, plus who may register. */
export const partyOfficeEvent = partyEvent.extend({
  Version: z.number().int(),
  Eligibility: partyEligibility,
  FacultyId: z.number().int().nullable(),
  MinLevel: z.number().int().nullable(),
  MaxLevel: z.number().int().nullable(),
  /** The graduation-project courses of a GP day: their students this term may register. */
  ProjectCourseIds: z.array(z.number().int()),
  Registered: z.number().int(),
  Guests: z.number().int(),
  Admitted: z.number().int(),
});
export type PartyOfficeEvent = z.infer<typeof partyOfficeEvent>;
export const getPartyEventsResponse = z.array(partyOfficeEvent);

/** SaveEvent: EventId absent writes a new draft; otherwise the version the office read (409 if stale). */
export const savePartyEventBody = z
  .object({
    EventId: id.optional(),
    Version: z.number().int().min(0),
    Kind: partyEventKind,
    Page: partyPage,
    TitleEn: z.string().trim().min(1).max(160),
    TitleAr: z.string().trim().min(1).max(160),
    TextEn: z.string().trim().max(4000),
    TextAr: z.string().trim().max(4000),
    StartsAt: instant,
    VenueEn: z.string().trim().min(1).max(200),
    VenueAr: z.string().trim().min(1).max(200),
    RegistrationOpensAt: instant,
    RegistrationClosesAt: instant,
    Eligibility: partyEligibility,
    FacultyId: id.nullable(),
    MinLevel: z.number().int().min(1).max(7).nullable(),
    MaxLevel: z.number().int().min(1).max(7).nullable(),
    ProjectCourseIds: z.array(id).max(20),
    Places: z.number().int().min(1).max(100_000).nullable(),
    GuestQuota: z.number().int().min(0).max(PARTY_GUEST_QUOTA_MAX),
    FeePiastres: z.number().int().min(1).max(100_000_000).nullable(),
    Questions: z.array(partyQuestion).max(PARTY_QUESTIONS_MAX),
  })
  .refine((event) => Date.parse(event.RegistrationOpensAt) < Date.parse(event.RegistrationClosesAt), {
    message: 'registration must open before it closes',
    path: ['RegistrationClosesAt'],
  })
  .refine((event) => Date.parse(event.RegistrationClosesAt) <= Date.parse(event.StartsAt), {
    message: 'registration must close by the time the event starts',
    path: ['StartsAt'],
  });
export const savePartyEventResponse = partyOfficeEvent;

export const PARTY_EVENT_MOVES = ['open', 'close', 'hold'] as const;
export const partyEventMove = z.enum(PARTY_EVENT_MOVES);
export type PartyEventMove = z.infer<typeof partyEventMove>;
export const movePartyEventBody = z.object({
  EventId: id,
  Version: z.number().int().min(1),
  Move: partyEventMove,
});
export const movePartyEventResponse = partyOfficeEvent;

export const partyEventQuery = z.object({ EventId: z.coerce.number().int().positive().max(2_147_483_647) });

/** One mail of the events' outbox (read-only: the sender delivers and retries on its own). */
export const partyOutboxMail = z.object({
  MailId: z.number().int(),
  To: z.string(),
  Subject: z.string(),
  State: z.enum(['queued', 'sent', 'failed', 'kept']),
  Attempts: z.number().int(),
  LastError: z.string().nullable(),
  QueuedAt: z.string(),
  SentAt: z.string().nullable(),
  /**
   * The mail's text while it is `kept` (no mail server configured, the embedded default), so the office can
   * read the invitation and pass it on; null otherwise (a sent mail's body is not kept).
   */
  Text: z.string().nullable(),
});
export const getPartyOutboxResponse = z.array(partyOutboxMail);

/**
 * A ticket's code as the QR carries it: 32 random bytes, base64url without padding (43 characters).
 * Anything else is refused before the database is asked.
 */
export const PARTY_TICKET_CODE = /^[A-Za-z0-9_-]{43}$/;

/** CheckIn: one scan at a gate. A phone offline queues scans and sends them later with their own id and time. */
export const checkInBody = z.object({
  EventId: id,
  Code: z.string().trim().regex(PARTY_TICKET_CODE, 'not a ticket code'),
  Gate: z.string().trim().min(1).max(40),
  /** The scanning device's id of this scan: the same scan sent twice (a retried sync) answers as the first. */
  ScanId: z.uuid(),
  ScannedAt: instant,
});

/** Who a ticket admits, and the first admission. */
export const checkInAnswer = z.object({
  Holder: z.enum(['student', 'guest']),
  HolderName: z.string(),
  StudentName: z.string(),
  StudentCode: z.string(),
  Gate: z.string(),
  AdmittedAt: z.string(),
  ScannedAt: z.string(),
});
export const checkInResponse = checkInAnswer;

/** Live counts of an event at the door. */
export const doorCountsResponse = z.object({
  EventId: z.number().int(),
  Registered: z.number().int(),
  Attending: z.number().int(),
  Guests: z.number().int(),
  AdmittedStudents: z.number().int(),
  AdmittedGuests: z.number().int(),
});

/** The events ushers check in for: open or closed, not yet held. */
export const doorEvent = z.object({
  EventId: z.number().int(),
  TitleEn: z.string(),
  TitleAr: z.string(),
  StartsAt: z.string(),
  VenueEn: z.string(),
  VenueAr: z.string(),
});
export const getDoorEventsResponse = z.array(doorEvent);
