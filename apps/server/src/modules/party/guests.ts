import type { PartyEventForStudent } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { queueMail } from '../../platform/mail/outbox.js';
import { partyFacts, windowRefusal } from './eligibility.js';
import { invitationMail } from './invitation-mail.js';
import {
  eventById,
  insertTicket,
  lockGuestOf,
  lockRegistration,
  revokeTickets,
  studentNames,
  validGuestCount,
  writeLog,
} from './queries.js';
import type { PartyStudent } from './student-context.js';
import { studentEvent } from './student-reads.js';
import { newTicketCode, ticketCodeHash } from './ticket-code.js';

type Outcome = { kind: 'done'; value: PartyEventForStudent } | Refused | undefined;

/** The event open for changes by this student, who registered as attending, or a refusal thrown. */
async function openEvent(tx: Transaction, who: PartyStudent, eventId: number) {
  const event = await eventById(tx, eventId);
  if (!event || event.state === 'draft') throw new RefusedInTransaction('404', say('party.eventNotFound'));
  const closed = windowRefusal(event, who.now, who.timeZone);
  if (closed) throw new RefusedInTransaction('409', closed);
  return event;
}

/**
 * SendInvitationByEmail: one guest, within the event's quota. The registration is locked first, so of two
 * invitations racing for the last place exactly one is written. The ticket's code goes only into the mail,
 * queued in the same transaction (a rollback sends nothing; the key makes a retry send nothing twice).
 */
export async function inviteGuest(
  db: Database,
  who: PartyStudent,
  input: { eventId: number; name: string; email: string },
): Promise<Outcome> {
  const facts = await partyFacts(db, who.studentId, who.scale, who.now);
  if (!facts) return undefined;
  return refusable(() =>
    db.transaction(async (tx) => {
      const event = await openEvent(tx, who, input.eventId);
      const registration = await lockRegistration(tx, who.studentId, event.id);
      if (!registration?.attending) throw new RefusedInTransaction('409', say('party.notAttending'));
      if ((await validGuestCount(tx, registration.id)) >= event.guestQuota)
        throw new RefusedInTransaction('409', say('party.quotaFull', { quota: event.guestQuota }));
      const code = newTicketCode();
      const ticket = await insertTicket(tx, {
        eventId: event.id,
        registrationId: registration.id,
        studentId: who.studentId,
        holder: 'guest',
        guestName: input.name,
        guestEmail: input.email,
        codeHash: ticketCodeHash(code),
        issuedAt: who.now,
      });
      if (!ticket) throw new RefusedInTransaction('409', say('party.guestTwice', { email: input.email }));
      const student = await studentNames(tx, who.studentId);
      if (!student) throw new Error('The inviting student vanished inside their own transaction');
      await queueMail(
        tx,
        await invitationMail({
          ticketId: ticket.id,
          to: input.email,
          universityName: who.universityName,
          event,
          holder: input.name,
          student,
          studentNameAr: student.nameAr,
          code,
          timeZone: who.timeZone,
        }),
      );
      await writeLog(tx, {
        eventId: event.id,
        studentId: who.studentId,
        action: 'invited',
        details: { guestId: ticket.id, name: input.name, email: input.email },
        actingStaffId: who.actingStaffId,
        at: who.now,
      });
      return studentEvent(tx, who, event, facts);
    }),
  );
}

/**
 * RemoveInvitation: revokes the guest's ticket (its code is refused at the door from now on) and frees the
 * place. Another student's guest is not found and nothing changes; removing a removed guest changes nothing.
 */
export async function removeGuest(db: Database, who: PartyStudent, guestId: number): Promise<Outcome> {
  const facts = await partyFacts(db, who.studentId, who.scale, who.now);
  if (!facts) return undefined;
  return refusable(() =>
    db.transaction(async (tx) => {
      const ticket = await lockGuestOf(tx, who.studentId, guestId);
      if (!ticket) throw new RefusedInTransaction('404', say('party.guestNotFound'));
      const event = await openEvent(tx, who, ticket.eventId);
      if (ticket.state === 'valid') {
        await revokeTickets(tx, { ticketId: ticket.id }, who.now);
        await writeLog(tx, {
          eventId: event.id,
          studentId: who.studentId,
          action: 'removed-guest',
          details: { guestId: ticket.id, email: ticket.guestEmail },
          actingStaffId: who.actingStaffId,
          at: who.now,
        });
      }
      return studentEvent(tx, who, event, facts);
    }),
  );
}
