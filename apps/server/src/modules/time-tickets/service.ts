import type { RegistrationHold, RegistrationTicketAnswer, RegistrationWindowKind } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { registrationHolds } from '../advising/service.js';
import { studentWindowTickets, type StudentWindowTicket } from './queries.js';
import { isWindowOpen } from '../academic/term-windows.js';
import type { Language } from '../../platform/i18n/language.js';
import type { Unsaid } from '../../platform/i18n/said.js';
import { allSpoken } from '../../platform/i18n/words.js';

// What other modules use of this module's internals, so they never import those files directly.
export { liveWindows } from './staff-views.js';

/** When the student may register in this window: their ticket, or the last block for a latecomer. */
export function ticketTime(row: StudentWindowTicket): Date | null {
  if (!row.generated) return null;
  return row.ticketAt ?? row.lastBlockAt;
}

/** A registration window of the current term as it stands for one student. */
export interface StudentRegistrationTime {
  kind: RegistrationWindowKind;
  opensAt: Date;
  closesAt: Date;
  /** When the student may register in it (their ticket, or the last block); null when it has no tickets. */
  yourTimeAt: Date | null;
}

/** The current term's advising and add/drop windows with the student's own registration time in each. */
export async function studentRegistrationTimes(
  db: Database,
  studentId: number,
): Promise<StudentRegistrationTime[]> {
  const rows = await studentWindowTickets(db, studentId);
  return rows.map((row) => ({
    kind: row.kind,
    opensAt: row.opensAt,
    closesAt: row.closesAt,
    yourTimeAt: ticketTime(row),
  }));
}

/**
 * Whether the window's registration writes are the student's now: it is open and their time has come —
 * exactly what the ticket guard and the window's dates let through.
 */
export function openToStudent(time: StudentRegistrationTime, now: Date): boolean {
  return isWindowOpen(time, now) && (time.yourTimeAt === null || time.yourTimeAt <= now);
}

/**
 * The window a ticket answer is about: the one open now (soonest closing), else the next to open. Closed
 * windows are history and never chosen.
 */
function relevantWindow(rows: StudentWindowTicket[], now: Date): StudentWindowTicket | undefined {
  const open = rows.filter((row) => isWindowOpen(row, now)).sort((a, b) => +a.closesAt - +b.closesAt);
  return open[0] ?? rows.find((row) => row.opensAt > now);
}

/** The ticket answer with its holds not yet put into words. */
export type UnsaidTicketAnswer = Omit<RegistrationTicketAnswer, 'Holds'> & {
  Holds: Unsaid<RegistrationHold>[];
};

/** The ticket answer written in the request's language. */
export const ticketAnswerIn = (answer: UnsaidTicketAnswer, language: Language): RegistrationTicketAnswer => ({
  ...answer,
  Holds: allSpoken(answer.Holds, language),
});

/** GetRegistrationTicket: the student's ticket for the window open now or next, and every hold. */
export async function studentTicket(
  db: Database,
  studentId: number,
  kind: RegistrationWindowKind | undefined,
  now: Date,
): Promise<UnsaidTicketAnswer> {
  const [rows, holds] = await Promise.all([
    studentWindowTickets(db, studentId, kind ? [kind] : undefined),
    registrationHolds(db, studentId, now),
  ]);
  const window = relevantWindow(rows, now);
  const at = window ? ticketTime(window) : null;
  const ticket =
    window && at
      ? {
          WindowKind: window.kind,
          WindowOpensAt: window.opensAt.toISOString(),
          WindowClosesAt: window.closesAt.toISOString(),
          TicketAt: at.toISOString(),
          Block: window.block ?? window.blocks ?? 1,
          Blocks: window.blocks ?? 1,
        }
      : null;
  return {
    Now: now.toISOString(),
    Ticket: ticket,
    Holds: holds,
    CanRegisterNow:
      window !== undefined && isWindowOpen(window, now) && (at === null || at <= now) && holds.length === 0,
  };
}
