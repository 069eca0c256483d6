import type { Database } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import {
  eventById,
  insertTicket,
  lockRegistration,
  revokeTickets,
  studentNames,
  writeLog,
} from './queries.js';
import type { PartyStudent } from './student-context.js';
import { newTicketCode, ticketCodeHash } from './ticket-code.js';
import { ticketPdf } from './ticket-pdf.js';

/**
 * GetDocumentParesdBytes: the student's own ticket. Only a code's hash is kept, so the PDF cannot be drawn
 * again: each call issues a new code and revokes the one before (a lost or leaked ticket is replaced by
 * downloading it again). For students registered as attending an event not yet held.
 */
export async function issueOwnTicket(
  db: Database,
  who: PartyStudent,
  eventId: number,
): Promise<
  { kind: 'done'; value: { FileName: string; ContentType: 'application/pdf'; Bytes: string } } | Refused
> {
  const code = newTicketCode();
  const issued = await refusable(() =>
    db.transaction(async (tx) => {
      const event = await eventById(tx, eventId);
      if (!event || event.state === 'draft')
        throw new RefusedInTransaction('404', say('party.eventNotFound'));
      if (event.state === 'held') throw new RefusedInTransaction('409', say('door.eventHeld'));
      const registration = await lockRegistration(tx, who.studentId, event.id);
      if (!registration?.attending) throw new RefusedInTransaction('409', say('party.notAttending'));
      await revokeTickets(tx, { ownOf: registration.id }, who.now);
      const ticket = await insertTicket(tx, {
        eventId: event.id,
        registrationId: registration.id,
        studentId: who.studentId,
        holder: 'student',
        codeHash: ticketCodeHash(code),
        issuedAt: who.now,
      });
      if (!ticket) throw new Error('The ticket was not written');
      await writeLog(tx, {
        eventId: event.id,
        studentId: who.studentId,
        action: 'ticket-issued',
        details: { ticketId: ticket.id },
        actingStaffId: who.actingStaffId,
        at: who.now,
      });
      const student = await studentNames(tx, who.studentId);
      if (!student) throw new Error('The student vanished inside their own transaction');
      return { event, student, ticketId: ticket.id };
    }),
  );
  if (issued.kind === 'refused') return issued;
  const { event, student, ticketId } = issued.value;
  const pdf = await ticketPdf({
    universityName: who.universityName,
    event,
    holder: student.nameEn,
    student,
    code,
    timeZone: who.timeZone,
  });
  return {
    kind: 'done',
    value: {
      FileName: `ticket-${String(ticketId)}.pdf`,
      ContentType: 'application/pdf',
      Bytes: pdf.toString('base64'),
    },
  };
}
