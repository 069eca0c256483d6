import { randomBytes } from 'node:crypto';
import type { Database } from '../platform/db/client.js';
import {
  partyEvents,
  partyRegistrations,
  partyTickets,
  type NewPartyEventRow,
  type PartyEventRow,
} from '../modules/party/schema.js';
import { ticketCodeHash } from '../modules/party/ticket-code.js';
import { buildTerm } from './factories.js';

const DAY = 24 * 3_600_000;

function only<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('The insert returned no row');
  return row;
}

/** An open event anyone may register for (registration open since yesterday for a week, two guests each). */
export async function buildPartyEvent(
  db: Database,
  overrides: Partial<NewPartyEventRow> = {},
): Promise<PartyEventRow> {
  const termId = overrides.termId ?? (await buildTerm(db)).id;
  return only(
    await db
      .insert(partyEvents)
      .values({
        kind: 'camp',
        page: 'sigmund',
        state: 'open',
        titleEn: 'Sigmund Camp',
        titleAr: 'معسكر سيجموند',
        textEn: 'Three days by the sea.',
        textAr: 'ثلاثة أيام على البحر.',
        startsAt: new Date(Date.now() + 14 * DAY),
        venueEn: 'Ras Sudr camp site',
        venueAr: 'معسكر رأس سدر',
        registrationOpensAt: new Date(Date.now() - DAY),
        registrationClosesAt: new Date(Date.now() + 7 * DAY),
        eligibility: 'anyone',
        guestQuota: 2,
        ...overrides,
        termId,
      })
      .returning(),
  );
}

/** A student registered as attending with one guest invited; answers the guest's ticket and its code. */
export async function buildPartyGuest(
  db: Database,
  options: { eventId: number; studentId: number; name?: string; email?: string },
) {
  const registration = only(
    await db
      .insert(partyRegistrations)
      .values({ eventId: options.eventId, studentId: options.studentId, attending: true })
      .onConflictDoUpdate({
        target: [partyRegistrations.eventId, partyRegistrations.studentId],
        set: { attending: true },
      })
      .returning(),
  );
  const code = randomBytes(32).toString('base64url');
  const ticket = only(
    await db
      .insert(partyTickets)
      .values({
        eventId: options.eventId,
        registrationId: registration.id,
        studentId: options.studentId,
        holder: 'guest',
        guestName: options.name ?? 'Guest of a test',
        guestEmail: options.email ?? `guest.${randomBytes(4).toString('hex')}@example.com`,
        codeHash: ticketCodeHash(code),
      })
      .returning(),
  );
  return { registration, ticket, code };
}
