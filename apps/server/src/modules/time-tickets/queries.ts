import { and, asc, count, eq, inArray, max, min, sql } from 'drizzle-orm';
import { REGISTRATION_WINDOW_KINDS, type RegistrationWindowKind } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { inList, prepared } from '../../platform/db/prepared.js';
import { termWindows, terms } from '../academic/schema.js';
import { staffMembers } from '../staff/schema.js';
import { registrationTickets, ticketGenerations } from './schema.js';
import { inCurrentTerm } from '../academic/current-term.js';

/** A timestamp computed in SQL: drivers answer a Date or text, and null where there is none. */
const instantOrNull = (value: string | Date | null): Date | null => (value === null ? null : new Date(value));

/** When a window's last block opens: students without a ticket of their own may register from then. */
const lastBlockAt = sql<Date | null>`${ticketGenerations.firstBlockAt}
  + greatest(${ticketGenerations.blocks} - 1, 0) * ${ticketGenerations.secondsBetweenBlocks} * interval '1 second'`;

/**
 * The current term's registration windows with the student's ticket in each, in one statement: the
 * current term (terms_one_current_idx), its windows (term_windows_term_kind_idx), each window's
 * generation and the student's ticket (primary keys).
 */
export async function studentWindowTickets(
  db: Database,
  studentId: number,
  kinds: readonly RegistrationWindowKind[] = REGISTRATION_WINDOW_KINDS,
) {
  // Prepared: the ticket guard asks this on every registration write.
  const rows = await prepared(db, 'time-tickets.student-windows', (db, name) =>
    db
      .select({
        windowId: termWindows.id,
        kind: termWindows.kind,
        opensAt: termWindows.opensAt,
        closesAt: termWindows.closesAt,
        generated: sql<boolean>`${ticketGenerations.windowId} is not null`,
        blocks: ticketGenerations.blocks,
        lastBlockAt: lastBlockAt.mapWith(instantOrNull),
        ticketAt: registrationTickets.opensAt,
        block: registrationTickets.block,
      })
      .from(termWindows)
      .innerJoin(terms, inCurrentTerm(termWindows.termId))
      .leftJoin(ticketGenerations, eq(ticketGenerations.windowId, termWindows.id))
      .leftJoin(
        registrationTickets,
        and(
          eq(registrationTickets.windowId, termWindows.id),
          eq(registrationTickets.studentId, sql.placeholder('studentId')),
        ),
      )
      .where(inList(termWindows.kind, 'kinds'))
      .orderBy(asc(termWindows.opensAt))
      .prepare(name),
  ).execute({ studentId, kinds: [...kinds] });
  return rows.flatMap((row) =>
    row.kind === 'advising' || row.kind === 'add_drop' ? [{ ...row, kind: row.kind }] : [],
  );
}
export type StudentWindowTicket = Awaited<ReturnType<typeof studentWindowTickets>>[number];

/** A window by id with its term, for the staff's draw. */
export async function windowForDraw(db: Database, windowId: number) {
  const [row] = await db
    .select({
      id: termWindows.id,
      kind: termWindows.kind,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
      currentTerm: terms.isCurrent,
    })
    .from(termWindows)
    .innerJoin(terms, eq(terms.id, termWindows.termId))
    .where(eq(termWindows.id, windowId));
  return row;
}

/** The current term and its registration windows with their generations and who drew them. */
export async function currentRegistrationWindows(db: Database) {
  return db
    .select({
      termCode: terms.code,
      termNameEn: terms.nameEn,
      termNameAr: terms.nameAr,
      windowId: termWindows.id,
      kind: termWindows.kind,
      opensAt: termWindows.opensAt,
      closesAt: termWindows.closesAt,
      method: ticketGenerations.method,
      seed: ticketGenerations.seed,
      studentsPerBlock: ticketGenerations.studentsPerBlock,
      secondsBetweenBlocks: ticketGenerations.secondsBetweenBlocks,
      firstBlockAt: ticketGenerations.firstBlockAt,
      students: ticketGenerations.students,
      blocks: ticketGenerations.blocks,
      generatedAt: ticketGenerations.generatedAt,
      generatedBy: staffMembers.email,
    })
    .from(termWindows)
    .innerJoin(terms, inCurrentTerm(termWindows.termId))
    .leftJoin(ticketGenerations, eq(ticketGenerations.windowId, termWindows.id))
    .leftJoin(staffMembers, eq(staffMembers.id, ticketGenerations.generatedBy))
    .where(inArray(termWindows.kind, [...REGISTRATION_WINDOW_KINDS]))
    .orderBy(asc(termWindows.opensAt));
}

/** The blocks of a window's tickets (registration_tickets_window_block_idx). */
export function ticketBlocks(db: Database, windowId: number) {
  return db
    .select({
      block: registrationTickets.block,
      opensAt: min(registrationTickets.opensAt),
      students: count(),
      minEarned: min(registrationTickets.earnedCredits),
      maxEarned: max(registrationTickets.earnedCredits),
      minLevel: min(registrationTickets.level),
      maxLevel: max(registrationTickets.level),
    })
    .from(registrationTickets)
    .where(eq(registrationTickets.windowId, windowId))
    .groupBy(registrationTickets.block)
    .orderBy(asc(registrationTickets.block));
}

/** How far a window's blocks have opened at `now`: blocks and students released so far, of all. */
export async function releasedSoFar(db: Database, windowId: number, now: Date) {
  const [row] = await db
    .select({
      blocks: max(registrationTickets.block),
      students: count(),
      blocksOpened: sql<number>`coalesce(max(${registrationTickets.block}) filter (where ${registrationTickets.opensAt} <= ${now.toISOString()}::timestamptz), 0)::int`,
      studentsReleased: sql<number>`(count(*) filter (where ${registrationTickets.opensAt} <= ${now.toISOString()}::timestamptz))::int`,
      nextBlockAt:
        sql<Date | null>`min(${registrationTickets.opensAt}) filter (where ${registrationTickets.opensAt} > ${now.toISOString()}::timestamptz)`.mapWith(
          instantOrNull,
        ),
    })
    .from(registrationTickets)
    .where(eq(registrationTickets.windowId, windowId));
  return row;
}
