import { z } from 'zod';
import {
  DEFAULT_CREDIT_LIMITS,
  DEFAULT_HIGH_GPA_RAISE,
  parseCreditLimits,
  parseHighGpaRaise,
} from '../modules/advising/policy.js';
import { booleanFlag, parsedBy } from './setting-parsers.js';

/** Registration day: the waiting room, credit limits, fees, clearance and waitlist offers. */
export const registrationSettings = {
  /**
   * Waiting room: new registration sessions queue while this instance's event-loop delay or its wait for a
   * database connection (the longest in each half second) stays above these for a second.
   */
  WAITING_ROOM_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(1).max(10_000).default(100),
  WAITING_ROOM_CONNECTION_WAIT_MS: z.coerce.number().int().min(1).max(60_000).default(150),
  /** An admitted student's pass lapses after this long without a registration call. */
  WAITING_ROOM_PASS_IDLE_SECONDS: z.coerce.number().int().min(30).max(7200).default(600),
  /**
   * A waiting student who stops asking (tab closed) loses the place after this long. Far back in a long
   * line the page asks every quarter of it (150 s at 600), near the front every few seconds.
   */
  WAITING_ROOM_PLACE_IDLE_SECONDS: z.coerce.number().int().min(20).max(3600).default(600),
  /**
   * An admission request from the front of the line is held open this long, answered the moment the line
   * reaches the student (0: answered at once, the page asks again when told). Below any proxy's timeout.
   */
  WAITING_ROOM_HOLD_SECONDS: z.coerce.number().int().min(0).max(55).default(20),
  /** Admissions per second per instance when the queue starts draining; the rate grows while load allows. */
  WAITING_ROOM_ADMIT_PER_SECOND: z.coerce.number().int().min(1).max(10_000).default(20),
  /** Keeps this deployment's queue apart from others on the same Redis. */
  WAITING_ROOM_KEY_PREFIX: z.string().min(1).max(64).default('portal:waiting-room:'),
  /** Registration calls (add, drop, save, sections…) one student may make per minute. */
  REGISTRATION_CALLS_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(120),
  /** Credit load limits by standing, "standing:min-max" for each of good, honors, warning and probation. */
  CREDIT_LIMITS: z.string().default(DEFAULT_CREDIT_LIMITS).superRefine(parsedBy(parseCreditLimits)),
  /** "gpa:max": from this cumulative GPA the maximum load rises to max (not on probation); "none" turns it off. */
  CREDIT_LIMIT_HIGH_GPA: z.string().default(DEFAULT_HIGH_GPA_RAISE).superRefine(parsedBy(parseHighGpaRaise)),
  /** Tuition charged per registered credit (EGP), for the unpaid-balance hold and the preview's fee estimate. */
  TUITION_PER_CREDIT: z.coerce.number().min(0).max(1_000_000).default(3500),
  /** Fixed fees charged once per term (EGP): registration, services. */
  TERM_FEES: z.coerce.number().min(0).max(1_000_000).default(2500),
  /** How long an invoice's payment reference can be paid under (hours); asked for again after, a new one. */
  INVOICE_VALID_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(72),
  /**
   * How long a student found clear to register (window open, no hold) is not checked again (seconds; 0
   * checks every change). A hold placed or a window moved counts within this time; a hold lifted at once.
   */
  REGISTRATION_CLEARANCE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** How long a seat freed in a full section is held for the first student on its waitlist (hours). */
  WAITLIST_OFFER_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 14)
    .default(24),
  /** How often each instance looks for lapsed offers and offers not yet announced (seconds). */
  WAITLIST_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(15),
  /** Whether this instance runs the waitlist sweeper (instances share the work safely). */
  WAITLIST_SWEEPER: booleanFlag.default(true),
};
