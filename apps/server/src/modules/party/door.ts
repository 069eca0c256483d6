import type { z } from 'zod';
import type { checkInAnswer, checkInBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { admissionOf, admitOnce, ticketByHash } from './door-queries.js';
import { ticketCodeHash } from './ticket-code.js';

type CheckIn = z.output<typeof checkInBody>;
type Admitted = z.output<typeof checkInAnswer>;

/**
 * CheckIn: a valid ticket of this event is admitted once. A second scan is refused with the first
 * admission's holder, time and gate; the same scan sent again (a phone's queue synced twice) answers as the
 * first did. Unknown (forged or altered), revoked and other events' tickets are refused and nothing is written.
 */
export async function checkIn(
  db: Database,
  usherId: number,
  scan: CheckIn,
  timeZone: string,
): Promise<{ kind: 'done'; value: Admitted } | Refused> {
  const found = await ticketByHash(db, ticketCodeHash(scan.Code));
  if (!found) return refused('404', say('door.unknownTicket'));
  const { ticket } = found;
  if (ticket.eventId !== scan.EventId)
    return refused(
      '409',
      say('door.otherEvent', { event: { en: found.eventTitleEn, ar: found.eventTitleAr } }),
    );
  if (ticket.state === 'revoked') return refused('409', say('door.revokedTicket'));
  if (found.eventState === 'held') return refused('409', say('door.eventHeld'));
  const holderName = ticket.guestName ?? found.studentNameEn;
  const admission =
    (await admitOnce(db, {
      ticketId: ticket.id,
      eventId: ticket.eventId,
      gate: scan.Gate,
      scanId: scan.ScanId,
      scannedAt: new Date(scan.ScannedAt),
      usherId,
    })) ?? (await admissionOf(db, ticket.id));
  if (!admission) throw new Error(`Ticket ${String(ticket.id)} was neither admitted nor found admitted`);
  if (admission.scanId !== scan.ScanId)
    return refused(
      '409',
      say('door.alreadyAdmitted', {
        holder: holderName,
        at: { at: admission.admittedAt, timeZone },
        gate: admission.gate,
      }),
    );
  return {
    kind: 'done',
    value: {
      Holder: ticket.holder,
      HolderName: holderName,
      StudentName: found.studentNameEn,
      StudentCode: found.studentCode,
      Gate: admission.gate,
      AdmittedAt: admission.admittedAt.toISOString(),
      ScannedAt: admission.scannedAt.toISOString(),
    },
  };
}
