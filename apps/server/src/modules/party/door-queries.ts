import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { students } from '../student/schema.js';
import { partyAdmissions, partyEvents, partyRegistrations, partyTickets } from './schema.js';

/** A ticket by its code's hash (party_tickets_code_idx), with its event and student. */
export async function ticketByHash(db: Database, codeHash: string) {
  const [row] = await db
    .select({
      ticket: partyTickets,
      eventTitleEn: partyEvents.titleEn,
      eventTitleAr: partyEvents.titleAr,
      eventState: partyEvents.state,
      studentNameEn: students.nameEn,
      studentCode: students.code,
    })
    .from(partyTickets)
    .innerJoin(partyEvents, eq(partyEvents.id, partyTickets.eventId))
    .innerJoin(students, eq(students.id, partyTickets.studentId))
    .where(eq(partyTickets.codeHash, codeHash));
  return row;
}

/**
 * Admits a ticket unless it was admitted already: one statement, the ticket the primary key, so of two gates
 * scanning it at once exactly one row is written. Answers the admission written, or undefined.
 */
export async function admitOnce(db: Database, values: typeof partyAdmissions.$inferInsert) {
  const [row] = await db.insert(partyAdmissions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function admissionOf(db: Database, ticketId: number) {
  const [row] = await db.select().from(partyAdmissions).where(eq(partyAdmissions.ticketId, ticketId));
  return row;
}

/** An event's live counts: registrations, valid guest tickets and admissions by holder. */
export async function eventCounts(db: Database, eventId: number) {
  const [registered] = await db
    .select({
      all: count(),
      attending: sql<number>`count(*) filter (where ${partyRegistrations.attending})::int`,
    })
    .from(partyRegistrations)
    .where(eq(partyRegistrations.eventId, eventId));
  const [tickets] = await db
    .select({
      guests: sql<number>`count(*) filter (where ${partyTickets.holder} = 'guest' and ${partyTickets.state} = 'valid')::int`,
      admittedStudents: sql<number>`count(${partyAdmissions.ticketId}) filter (where ${partyTickets.holder} = 'student')::int`,
      admittedGuests: sql<number>`count(${partyAdmissions.ticketId}) filter (where ${partyTickets.holder} = 'guest')::int`,
    })
    .from(partyTickets)
    .leftJoin(partyAdmissions, eq(partyAdmissions.ticketId, partyTickets.id))
    .where(eq(partyTickets.eventId, eventId));
  return {
    registered: registered?.all ?? 0,
    attending: registered?.attending ?? 0,
    guests: tickets?.guests ?? 0,
    admittedStudents: tickets?.admittedStudents ?? 0,
    admittedGuests: tickets?.admittedGuests ?? 0,
  };
}

/** The events ushers check in for. */
export function doorEvents(db: Database) {
  return db
    .select()
    .from(partyEvents)
    .where(and(inArray(partyEvents.state, ['open', 'closed'])))
    .orderBy(partyEvents.startsAt);
}
