import { z } from 'zod';

/*
 * Ceremonies and events (issue 27, the spec's party host): graduation, the white-coat ceremony, each
 * faculty's graduation-project day and camps, kept as data. The student's side here; the events office's
 * and the door's in party-office.ts.
 */

export const PARTY_EVENT_KINDS = ['graduation', 'white-coat', 'gp-day', 'camp', 'other'] as const;
export const partyEventKind = z.enum(PARTY_EVENT_KINDS);
export type PartyEventKind = z.infer<typeof partyEventKind>;

/** The spec's event pages (§2): every event is shown on one of them. */
export const PARTY_PAGES = [
  'graduation',
  'white-coat',
  'mcm-grad',
  'csc-grad',
  'arc-grad',
  'ece-grad',
  'sigmund',
] as const;
export const partyPage = z.enum(PARTY_PAGES);
export type PartyPage = z.infer<typeof partyPage>;

/** `draft`: being prepared, unseen; `open`: students register; `closed`: registration over; `held`: it took place. */
export const PARTY_EVENT_STATES = ['draft', 'open', 'closed', 'held'] as const;
export const partyEventState = z.enum(PARTY_EVENT_STATES);
export type PartyEventState = z.infer<typeof partyEventState>;

/**
 * Who may register: expected graduates of the current term with no grade withheld; a faculty's students of a
 * level range; the students taking one of the day's graduation-project courses this term; anyone.
 */
export const PARTY_ELIGIBILITIES = [
  'expected-graduates',
  'faculty-level',
  'project-students',
  'anyone',
] as const;
export const partyEligibility = z.enum(PARTY_ELIGIBILITIES);
export type PartyEligibility = z.infer<typeof partyEligibility>;

/** Longest answer to a free-text question, and most questions an event asks. */
export const PARTY_ANSWER_MAX = 300;
export const PARTY_QUESTIONS_MAX = 10;
/** Most guests an event lets each student invite. */
export const PARTY_GUEST_QUOTA_MAX = 10;

/** A question of the event's form: a choice among options, or free text (dietary needs). */
export const partyQuestion = z.object({
  Key: z
    .string()
    .regex(/^[a-z][a-z0-9-]{0,39}$/)
    .describe('stable id of the question, e.g. gown-size'),
  LabelEn: z.string().trim().min(1).max(200),
  LabelAr: z.string().trim().min(1).max(200),
  Kind: z.enum(['choice', 'text']),
  /** The allowed answers of a choice question (empty for text). */
  Options: z.array(z.string().trim().min(1).max(60)).max(20),
  Required: z.boolean(),
});
export type PartyQuestion = z.infer<typeof partyQuestion>;

const instant = z.string().describe('ISO 8601 instant (UTC)');
const id = z.number().int().positive().max(2_147_483_647);

/** An event as a student sees it. */
export const partyEvent = z.object({
  EventId: z.number().int(),
  Kind: partyEventKind,
  Page: partyPage,
  State: partyEventState,
  TitleEn: z.string(),
  TitleAr: z.string(),
  TextEn: z.string(),
  TextAr: z.string(),
  StartsAt: instant,
  VenueEn: z.string(),
  VenueAr: z.string(),
  RegistrationOpensAt: instant,
  RegistrationClosesAt: instant,
  GuestQuota: z.number().int(),
  /** Places of a camp; null when the event has no limit. */
  Places: z.number().int().nullable(),
  PlacesTaken: z.number().int(),
  /** The fee in piastres, charged on the student's statement when they register to attend; null: free. */
  FeePiastres: z.number().int().nullable(),
  Currency: z.literal('EGP'),
  Questions: z.array(partyQuestion),
});
export type PartyEvent = z.infer<typeof partyEvent>;

/** A guest the student invited: their ticket went by email; `revoked` once the student removed them. */
export const partyGuest = z.object({
  GuestId: z.number().int(),
  Name: z.string(),
  Email: z.string(),
  State: z.enum(['valid', 'revoked']),
  InvitedAt: instant,
  /** When the guest was let in at the door; null until then. */
  AdmittedAt: instant.nullable(),
});
export type PartyGuest = z.infer<typeof partyGuest>;

/** What the student saved for an event. */
export const partyRegistration = z.object({
  Attending: z.boolean(),
  Answers: z.record(z.string(), z.string()),
  /** The fee's charge on the student's statement (pay it from Faculty Cash Deposit or online); null: none. */
  ChargeId: z.number().int().nullable(),
  UpdatedAt: instant,
});

/** One event on its page: whether the student may register, and what they saved. */
export const partyEventForStudent = z.object({
  Event: partyEvent,
  /** Null when the student may register now; otherwise why not, in the request's language. */
  NotEligible: z.string().nullable(),
  /** Changes are allowed while registration is open (its state and dates). */
  CanChange: z.boolean(),
  Registration: partyRegistration.nullable(),
  Guests: z.array(partyGuest),
});
export type PartyEventForStudent = z.infer<typeof partyEventForStudent>;

export const partyPageQuery = z.object({ Page: partyPage });
export const getPartySavedDataResponse = z.array(partyEventForStudent);

/** SaveRequest / SaveRequest_WCoat: attend or not, with the answers to the event's questions. */
export const savePartyRequestBody = z.object({
  EventId: id,
  Attending: z.boolean(),
  Answers: z.record(z.string().max(40), z.string().trim().max(PARTY_ANSWER_MAX)).default({}),
});
export const savePartyRequestResponse = partyEventForStudent;

/** A guest's name and address: the invitation and its ticket go there. */
export const sendInvitationBody = z.object({
  EventId: id,
  GuestName: z.string().trim().min(2).max(120),
  GuestEmail: z.string().trim().toLowerCase().max(254).pipe(z.email()),
});
export const sendInvitationResponse = partyEventForStudent;

export const removeInvitationBody = z.object({ GuestId: id });
export const removeInvitationResponse = partyEventForStudent;

/** _Student: every event the student registered for, on every page, newest first. */
export const partyStudentSummary = z.object({
  EventId: z.number().int(),
  Page: partyPage,
  TitleEn: z.string(),
  TitleAr: z.string(),
  StartsAt: instant,
  Attending: z.boolean(),
  GuestsInvited: z.number().int(),
  GuestsAdmitted: z.number().int(),
  Admitted: z.boolean(),
});
export const partyStudentResponse = z.array(partyStudentSummary);

export const partyTicketQuery = z.object({ EventId: z.coerce.number().int().positive().max(2_147_483_647) });
/** GetDocumentParesdBytes: the student's own ticket; the same code on every download until they stop attending. */
export const partyTicketResponse = z.object({
  FileName: z.string(),
  ContentType: z.literal('application/pdf'),
  /** The PDF, base64. */
  Bytes: z.string(),
});
