import { z } from 'zod';
import { MOBILE_PAGE_NAMES } from './pages.js';

/** The windows in which students register, each with its own time tickets. */
export const REGISTRATION_WINDOW_KINDS = ['advising', 'add_drop'] as const;
export type RegistrationWindowKind = (typeof REGISTRATION_WINDOW_KINDS)[number];

/**
 * Every hold that stops registration, as the validate page names them (AdvisingValidator/Check uses the
 * same codes). Each comes from one source on the server (modules/time-tickets/holds.ts).
 */
export const HOLD_CODES = [
  'not_active',
  'portal_block',
  'pending_evaluation',
  'unpaid_balance',
  'disciplinary_hold',
  'registrar_hold',
  'contact_not_confirmed',
] as const;
export type HoldCode = (typeof HOLD_CODES)[number];

export const registrationHold = z.object({
  Code: z.enum(HOLD_CODES),
  /** What stops the student and what to do, in plain words. */
  Message: z.string(),
  /** When the hold started (ISO), where known. */
  Since: z.string().nullable(),
  /** The office's own words (a block's reason), where there are some. */
  Detail: z.string().nullable(),
  /** The page where the student fixes it; null when only an office can (visit Student Affairs). */
  FixPage: z.enum(MOBILE_PAGE_NAMES).nullable(),
});
export type RegistrationHold = z.infer<typeof registrationHold>;

/** GET /api/Registration/GetRegistrationTicket?kind= (default: the window open now, else the next one). */
export const getRegistrationTicketQuery = z.object({
  kind: z.enum(REGISTRATION_WINDOW_KINDS).optional(),
});

export const registrationTicket = z.object({
  WindowKind: z.enum(REGISTRATION_WINDOW_KINDS),
  WindowOpensAt: z.string(),
  WindowClosesAt: z.string(),
  /** When the student may start registering (ISO instant). */
  TicketAt: z.string(),
  /** The student's block, 1 = first, of `Blocks`. */
  Block: z.number().int(),
  Blocks: z.number().int(),
});
export type RegistrationTicket = z.infer<typeof registrationTicket>;

export const getRegistrationTicketResponse = z.object({
  /** The server's clock, so a countdown does not depend on the device's. */
  Now: z.string(),
  /** Null when no ticket applies: no open or coming window has tickets for this student. */
  Ticket: registrationTicket.nullable(),
  /** Every hold in force that would stop registration, whatever the ticket says. */
  Holds: z.array(registrationHold),
  /** The ticket time has come, its window is open and no hold stops the student. */
  CanRegisterNow: z.boolean(),
});
export type RegistrationTicketAnswer = z.infer<typeof getRegistrationTicketResponse>;

export const TICKET_METHODS = ['earned_credits', 'random_within_level'] as const;
export type TicketMethod = (typeof TICKET_METHODS)[number];

const instant = z.iso.datetime({ offset: true });

/**
 * POST /api/Registration/GenerateTickets (registrar): tickets for every active student, in blocks.
 * `earned_credits`: most earned credits first (ties drawn at random); `random_within_level`: the highest
 * level first, a random draw within each level. Either a block size with minutes between blocks, or a
 * number of blocks spread evenly until `LastBlockAt`.
 */
export const generateTicketsBody = z.object({
  WindowId: z.number().int().positive(),
  Method: z.enum(TICKET_METHODS),
  /** The draw's seed; a new one is drawn when missing. The same seed and data give the same tickets. */
  Seed: z.number().int().min(0).max(2_147_483_647).optional(),
  /** When the first block opens; default: when the window opens. */
  FirstBlockAt: instant.optional(),
  Spacing: z.discriminatedUnion('Kind', [
    z.object({
      Kind: z.literal('block_size'),
      StudentsPerBlock: z.number().int().min(1).max(100_000),
      MinutesBetweenBlocks: z
        .number()
        .int()
        .min(0)
        .max(7 * 24 * 60),
    }),
    z.object({
      Kind: z.literal('block_count'),
      Blocks: z.number().int().min(1).max(1000),
      LastBlockAt: instant,
    }),
  ]),
});
export type GenerateTicketsBody = z.infer<typeof generateTicketsBody>;

/** One block of a window's tickets, as staff see it. */
export const ticketBlock = z.object({
  Block: z.number().int(),
  OpensAt: z.string(),
  Students: z.number().int(),
  /** The range of earned credits in the block (as they were at generation). */
  MinEarnedCredits: z.number().int(),
  MaxEarnedCredits: z.number().int(),
  MinLevel: z.number().int(),
  MaxLevel: z.number().int(),
});
export type TicketBlock = z.infer<typeof ticketBlock>;

export const ticketGeneration = z.object({
  Method: z.enum(TICKET_METHODS),
  Seed: z.number().int(),
  StudentsPerBlock: z.number().int(),
  SecondsBetweenBlocks: z.number().int(),
  FirstBlockAt: z.string(),
  GeneratedAt: z.string(),
  GeneratedBy: z.string(),
  Students: z.number().int(),
});

/** A registration window of the current term with its tickets, if generated. */
export const ticketWindow = z.object({
  WindowId: z.number().int(),
  Kind: z.enum(REGISTRATION_WINDOW_KINDS),
  OpensAt: z.string(),
  ClosesAt: z.string(),
  Generation: ticketGeneration.nullable(),
  Blocks: z.array(ticketBlock),
});
export type TicketWindow = z.infer<typeof ticketWindow>;

/** GET /api/Registration/GetTicketWindows (registrar): the current term's registration windows. */
export const getTicketWindowsResponse = z.object({
  Now: z.string(),
  TermCode: z.string().nullable(),
  TermNameEn: z.string().nullable(),
  TermNameAr: z.string().nullable(),
  Windows: z.array(ticketWindow),
});
export type TicketWindows = z.infer<typeof getTicketWindowsResponse>;

export const generateTicketsResponse = ticketWindow;
