import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { PartyPage } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import {
  partyAdmissions,
  partyEvents,
  partyLog,
  partyRegistrations,
  partyTickets,
  type PartyRegistrationRow,
} from './schema.js';
import { students } from '../student/schema.js';

type Reader = Database | Transaction;

/** The names a ticket prints (students by primary key). */
export async function studentNames(db: Reader, studentId: number) {
  const [row] = await db
    .select({ nameEn: students.nameEn, nameAr: students.nameAr, code: students.code })
    .from(students)
    .where(eq(students.id, studentId));
  return row;
}

/** The events of a page a student may see (not drafts), soonest first (party_events_page_idx). */
export function visibleEventsOfPage(db: Reader, page: PartyPage) {
  return db
    .select()
    .from(partyEvents)
    .where(and(eq(partyEvents.page, page), sql`${partyEvents.state} <> 'draft'`))
    .orderBy(asc(partyEvents.startsAt));
}

export async function eventById(db: Reader, eventId: number) {
  const [row] = await db.select().from(partyEvents).where(eq(partyEvents.id, eventId));
  return row;
}

/** The event, locked until the transaction ends: registrations of a camp with places queue on it. */
export async function lockEvent(tx: Transaction, eventId: number) {
  const [row] = await tx.select().from(partyEvents).where(eq(partyEvents.id, eventId)).for('update');
  return row;
}

/** The student's registration for an event (party_registrations_event_student_key). */
export async function registrationOf(db: Reader, studentId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(partyRegistrations)
    .where(and(eq(partyRegistrations.studentId, studentId), eq(partyRegistrations.eventId, eventId)));
  return row;
}

/** The same, locked: a student's invitations of one event queue on it, so the quota holds under races. */
export async function lockRegistration(
  tx: Transaction,
  studentId: number,
  eventId: number,
): Promise<PartyRegistrationRow | undefined> {
  const [row] = await tx
    .select()
    .from(partyRegistrations)
    .where(and(eq(partyRegistrations.studentId, studentId), eq(partyRegistrations.eventId, eventId)))
    .for('update');
  return row;
}

/** Students registered as attending an event (a camp's places taken). */
export async function attendingCount(db: Reader, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(partyRegistrations)
    .where(and(eq(partyRegistrations.eventId, eventId), eq(partyRegistrations.attending, true)));
  return row?.n ?? 0;
}

/** The student's guests of an event with their admission, oldest first (party_tickets_student_idx). */
export function guestsOf(db: Reader, studentId: number, eventId: number) {
  return db
    .select({ ticket: partyTickets, admittedAt: partyAdmissions.admittedAt })
    .from(partyTickets)
    .leftJoin(partyAdmissions, eq(partyAdmissions.ticketId, partyTickets.id))
    .where(
      and(
        eq(partyTickets.studentId, studentId),
        eq(partyTickets.eventId, eventId),
        eq(partyTickets.holder, 'guest'),
      ),
    )
    .orderBy(asc(partyTickets.id));
}

/** Valid guest tickets of a registration: what counts against the quota. */
export async function validGuestCount(tx: Transaction, registrationId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(partyTickets)
    .where(
      and(
        eq(partyTickets.registrationId, registrationId),
        eq(partyTickets.holder, 'guest'),
        eq(partyTickets.state, 'valid'),
      ),
    );
  return row?.n ?? 0;
}

/** One of the student's guests, locked (another student's guest is not found). */
export async function lockGuestOf(tx: Transaction, studentId: number, guestId: number) {
  const [row] = await tx
    .select()
    .from(partyTickets)
    .where(
      and(
        eq(partyTickets.id, guestId),
        eq(partyTickets.studentId, studentId),
        eq(partyTickets.holder, 'guest'),
      ),
    )
    .for('update');
  return row;
}

export async function insertTicket(tx: Transaction, values: typeof partyTickets.$inferInsert) {
  const [row] = await tx.insert(partyTickets).values(values).onConflictDoNothing().returning();
  return row;
}

/** The student's valid own ticket of a registration, if one was issued. */
export async function validOwnTicket(tx: Transaction, registrationId: number) {
  const [row] = await tx
    .select({ id: partyTickets.id, sealedCode: partyTickets.sealedCode })
    .from(partyTickets)
    .where(
      and(
        eq(partyTickets.registrationId, registrationId),
        eq(partyTickets.holder, 'student'),
        eq(partyTickets.state, 'valid'),
      ),
    );
  return row;
}

/** Revokes a student's valid tickets of a kind in a registration (their own ticket reissued, a guest removed). */
export function revokeTickets(tx: Transaction, where: { ticketId?: number; ownOf?: number }, now: Date) {
  const target =
    where.ticketId === undefined
      ? and(eq(partyTickets.registrationId, where.ownOf ?? 0), eq(partyTickets.holder, 'student'))
      : eq(partyTickets.id, where.ticketId);
  return tx
    .update(partyTickets)
    .set({ state: 'revoked', revokedAt: now })
    .where(and(target, eq(partyTickets.state, 'valid')));
}

/** Revokes every valid ticket of a registration (the student no longer attends). */
export function revokeAllTickets(tx: Transaction, registrationId: number, now: Date) {
  return tx
    .update(partyTickets)
    .set({ state: 'revoked', revokedAt: now })
    .where(and(eq(partyTickets.registrationId, registrationId), eq(partyTickets.state, 'valid')));
}

export function writeLog(db: Reader, entry: typeof partyLog.$inferInsert) {
  return db.insert(partyLog).values(entry);
}

/** The student's log of an event, oldest first (party_log_student_idx). */
export function logOf(db: Reader, studentId: number, eventId: number) {
  return db
    .select()
    .from(partyLog)
    .where(and(eq(partyLog.studentId, studentId), eq(partyLog.eventId, eventId)))
    .orderBy(asc(partyLog.id));
}

/** Every registration of the student with its event and guests counted (party_registrations_student_idx). */
export function registrationsOfStudent(db: Reader, studentId: number) {
  return db
    .select({
      event: partyEvents,
      attending: partyRegistrations.attending,
      guestsInvited: sql<number>`(select count(*)::int from ${partyTickets} t where t.registration_id = ${partyRegistrations.id} and t.holder = 'guest' and t.state = 'valid')`,
      guestsAdmitted: sql<number>`(select count(*)::int from ${partyTickets} t join ${partyAdmissions} a on a.ticket_id = t.id where t.registration_id = ${partyRegistrations.id} and t.holder = 'guest')`,
      admitted: sql<boolean>`exists (select 1 from ${partyTickets} t join ${partyAdmissions} a on a.ticket_id = t.id where t.registration_id = ${partyRegistrations.id} and t.holder = 'student')`,
    })
    .from(partyRegistrations)
    .innerJoin(partyEvents, eq(partyEvents.id, partyRegistrations.eventId))
    .where(eq(partyRegistrations.studentId, studentId))
    .orderBy(sql`${partyEvents.startsAt} desc`);
}
