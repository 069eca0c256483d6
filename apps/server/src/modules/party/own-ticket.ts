import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Database } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import {
  eventById,
  insertTicket,
  lockRegistration,
  revokeTickets,
  studentNames,
  validOwnTicket,
  writeLog,
} from './queries.js';
import type { PartyStudent } from './student-context.js';
import { newTicketCode, ticketCodeHash } from './ticket-code.js';
import { ticketPdf } from './ticket-pdf.js';

const sealContext = (registrationId: number) => `party-ticket:${String(registrationId)}`;

/**
 * GetDocumentParesdBytes: the student's own ticket, for students registered as attending an event not yet
 * held. The first call issues a code; later ones draw the same code again from its sealed copy, so a second
 * download (another phone, a lost file) never voids a ticket already printed. "Not attending" revokes it.
 */
export async function issueOwnTicket(
  db: Database,
  box: SecretBox,
  who: PartyStudent,
  eventId: number,
): Promise<
  { kind: 'done'; value: { FileName: string; ContentType: 'application/pdf'; Bytes: string } } | Refused
> {
  const issued = await refusable(() =>
    db.transaction(async (tx) => {
      const event = await eventById(tx, eventId);
      if (!event || event.state === 'draft')
        throw new RefusedInTransaction('404', say('party.eventNotFound'));
      if (event.state === 'held') throw new RefusedInTransaction('409', say('door.eventHeld'));
      const registration = await lockRegistration(tx, who.studentId, event.id);
      if (!registration?.attending) throw new RefusedInTransaction('409', say('party.notAttending'));
      const student = await studentNames(tx, who.studentId);
      if (!student) throw new Error('The student vanished inside their own transaction');
      const context = sealContext(registration.id);
      const held = await validOwnTicket(tx, registration.id);
      if (held?.sealedCode) {
        return { event, student, ticketId: held.id, code: box.open(held.sealedCode, context) };
      }
      // A ticket issued before codes were sealed cannot be drawn again: it gives way to a new one.
      if (held) await revokeTickets(tx, { ownOf: registration.id }, who.now);
      const code = newTicketCode();
      const ticket = await insertTicket(tx, {
        eventId: event.id,
        registrationId: registration.id,
        studentId: who.studentId,
        holder: 'student',
        codeHash: ticketCodeHash(code),
        sealedCode: box.seal(code, context),
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
      return { event, student, ticketId: ticket.id, code };
    }),
  );
  if (issued.kind === 'refused') return issued;
  const { event, student, ticketId, code } = issued.value;
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
