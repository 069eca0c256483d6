import { z } from 'zod';
import { REGISTRATION_WINDOW_KINDS } from './time-tickets.js';
import { liveCourseSeats } from './waitlist.js';

/**
 * The refusal Status of a registration call that was not admitted: the server is at capacity and the
 * student waits in the queue. HTTP 200 like every refusal; the ReturnObject is the student's place
 * (`waitingRoomPlace`) whatever the call's own answer would have been, and Retry-After says when to ask.
 */
export const QUEUED_STATUS = '503';

/** The student's place: admitted (holding a pass) or waiting, with position and expected wait. */
export const waitingRoomPlace = z.object({
  Admitted: z.boolean(),
  /** 1 = next in line; null once admitted. */
  Position: z.number().int().nullable(),
  QueueLength: z.number().int(),
  /** From the recent admission rate; null when nobody was admitted lately to estimate from. */
  ExpectedWaitSeconds: z.number().int().nullable(),
  /** When to ask again (the app polls; further back in the line, less often). */
  PollAfterSeconds: z.number().int(),
  /** When the student joined the line (ISO); null once admitted. */
  WaitingSince: z.string().nullable(),
  /** An admitted student's pass lapses after this many idle seconds; each registration call renews it. */
  PassIdleSeconds: z.number().int(),
});
export type WaitingRoomPlace = z.infer<typeof waitingRoomPlace>;

/** POST /api/Registration/RequestAdmission: ask to register now; answers the place (admitted or waiting). */
export const requestAdmissionResponse = waitingRoomPlace;
/**
 * `wait=true`: the waiting room's own ask. From the front of the line it is held open until the student is
 * let in (or the server's hold ends); without it, the answer comes at once (a page entering shows the line).
 */
export const requestAdmissionQuery = z.object({ wait: z.enum(['true', 'false']).optional() });

/** `auto`: the load signals decide; `queue`: every new session waits (an incident); `open`: nobody waits. */
export const ADMISSION_MODES = ['auto', 'queue', 'open'] as const;
export type AdmissionMode = (typeof ADMISSION_MODES)[number];

/** POST /api/Registration/SetAdmissionMode (registrar). */
export const setAdmissionModeBody = z.object({ Mode: z.enum(ADMISSION_MODES) });

/** This instance's load signals against their thresholds. */
export const loadSignalsView = z.object({
  EventLoopDelayMs: z.number(),
  EventLoopDelayThresholdMs: z.number(),
  ConnectionWaitMs: z.number(),
  ConnectionWaitThresholdMs: z.number(),
  Overloaded: z.boolean(),
  /**
   * Students a second this server lets in from the line while under the limits: it grows while the server
   * keeps up, and an overload sets it to the pace measured before it.
   */
  AdmitsPerSecond: z.number().int(),
});

/** Registration calls in one minute, on every instance. */
export const trafficMinute = z.object({
  Minute: z.string(),
  Requests: z.number().int(),
  /** Answers with HTTP 5xx. */
  ServerErrors: z.number().int(),
  /** Business refusals and HTTP 4xx (before the ticket, rate limited, holds…), waiting-room answers apart. */
  Refusals: z.number().int(),
  Queued: z.number().int(),
});
export type TrafficMinute = z.infer<typeof trafficMinute>;

/** A registration window of the current term as the live view shows it. */
export const liveWindow = z.object({
  Kind: z.enum(REGISTRATION_WINDOW_KINDS),
  OpensAt: z.string(),
  ClosesAt: z.string(),
  Open: z.boolean(),
  /** Ticket blocks whose time has come, of all blocks (0 of 0 without tickets). */
  BlocksOpened: z.number().int(),
  Blocks: z.number().int(),
  /** Students whose ticket time has come, of all with a ticket. */
  StudentsReleased: z.number().int(),
  StudentsWithTickets: z.number().int(),
  NextBlockAt: z.string().nullable(),
});
export type LiveWindow = z.infer<typeof liveWindow>;

/**
 * GET /api/Registration/GetLiveWindow (registrar): the registration day as it happens. Admission figures
 * are shared by every instance; `Signals` are the answering instance's own.
 */
export const getLiveWindowResponse = z.object({
  Now: z.string(),
  Mode: z.enum(ADMISSION_MODES),
  AdmittedSessions: z.number().int(),
  QueueLength: z.number().int(),
  LongestWaitSeconds: z.number().int().nullable(),
  AdmissionsPerMinute: z.number().int(),
  Signals: loadSignalsView,
  Windows: z.array(liveWindow),
  /**
   * The current term's courses with the fewest seats left and the longest waitlists first (at most
   * LIVE_COURSES_SHOWN of `CoursesTotal`).
   */
  Courses: z.array(liveCourseSeats),
  CoursesTotal: z.number().int(),
  /** The last minutes, oldest first. */
  Traffic: z.array(trafficMinute),
});
export type LiveWindowView = z.infer<typeof getLiveWindowResponse>;

export const setAdmissionModeResponse = z.object({ Mode: z.enum(ADMISSION_MODES) });
