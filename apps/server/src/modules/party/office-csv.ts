import { and, asc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { mailOutbox } from '../../platform/mail/schema.js';
import { csvCell } from '../../platform/text/csv-cell.js';
import { students } from '../student/schema.js';
import { partyAdmissions, partyRegistrations, partyTickets, type PartyEventRow } from './schema.js';

const lines = (header: string[], rows: string[][]) =>
  [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';

/** An event's registrations, one column per question, in student-code order. */
export async function registrationsCsv(db: Database, event: PartyEventRow) {
  const rows = await db
    .select({ registration: partyRegistrations, code: students.code, nameEn: students.nameEn })
    .from(partyRegistrations)
    .innerJoin(students, eq(students.id, partyRegistrations.studentId))
    .where(eq(partyRegistrations.eventId, event.id))
    .orderBy(asc(students.code));
  const keys = event.questions.map((question) => question.Key);
  const csv = lines(
    ['student_code', 'student_name', 'attending', ...keys, 'charge_id', 'updated_at'],
    rows.map(({ registration, code, nameEn }) => [
      code,
      nameEn,
      registration.attending ? 'yes' : 'no',
      ...keys.map((key) => registration.answers[key] ?? ''),
      registration.chargeId === null ? '' : String(registration.chargeId),
      registration.updatedAt.toISOString(),
    ]),
  );
  return { csv, rows: rows.length };
}

/** An event's guests (removed ones too), with their admission. */
export async function guestsCsv(db: Database, eventId: number) {
  const rows = await db
    .select({ ticket: partyTickets, code: students.code, admission: partyAdmissions })
    .from(partyTickets)
    .innerJoin(students, eq(students.id, partyTickets.studentId))
    .leftJoin(partyAdmissions, eq(partyAdmissions.ticketId, partyTickets.id))
    .where(and(eq(partyTickets.eventId, eventId), eq(partyTickets.holder, 'guest')))
    .orderBy(asc(students.code), asc(partyTickets.id));
  const csv = lines(
    ['student_code', 'guest_name', 'guest_email', 'state', 'invited_at', 'admitted_at', 'gate'],
    rows.map(({ ticket, code, admission }) => [
      code,
      ticket.guestName ?? '',
      ticket.guestEmail ?? '',
      ticket.state,
      ticket.issuedAt.toISOString(),
      admission?.admittedAt.toISOString() ?? '',
      admission?.gate ?? '',
    ]),
  );
  return { csv, rows: rows.length };
}

/** The invitation mails of an event: their keys name the event's tickets. */
export async function invitationOutbox(db: Database, eventId: number) {
  const rows = await db
    .select({ mail: mailOutbox })
    .from(mailOutbox)
    .innerJoin(partyTickets, eq(mailOutbox.key, sql`'party:invite:' || ${partyTickets.id}`))
    .where(and(eq(partyTickets.eventId, eventId), like(mailOutbox.key, 'party:invite:%')))
    .orderBy(asc(mailOutbox.id));
  return rows.map(({ mail }) => ({
    MailId: mail.id,
    To: mail.toAddress,
    Subject: mail.subject,
    State: mail.state,
    Attempts: mail.attempts,
    LastError: mail.lastError,
    QueuedAt: mail.createdAt.toISOString(),
    SentAt: mail.sentAt?.toISOString() ?? null,
    Text: mail.state === 'kept' ? mail.textBody : null,
  }));
}
