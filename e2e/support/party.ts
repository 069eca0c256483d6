import {
  envelope,
  getPartyOutboxResponse,
  getPartySavedDataResponse,
  PARTY_TICKET_CODE,
  type PartyEventForStudent,
} from '@portal/contract';
import { expect, type APIRequestContext } from '@playwright/test';
import { staffToken } from './portal';
import { findStudent, type FoundStudent } from './student-api';

export const EVENTS_OFFICE = 'events-office@ndu.edu.eg';
export const USHER = 'usher@ndu.edu.eg';

/**
 * A demo student the graduation ceremony is open to (an expected graduate with no grade withheld) who has
 * not registered yet, claimed so the other project's walk takes another.
 */
export function graduateForCeremony(request: APIRequestContext): Promise<FoundStudent<PartyEventForStudent>> {
  return findStudent(
    request,
    async (api) => {
      const events = await api.get(
        getPartySavedDataResponse,
        '/api/Party/GetStudentSavedData?Page=graduation',
      );
      return events.find(
        (one) => one.Event.Kind === 'graduation' && one.NotEligible === null && one.Registration === null,
      );
    },
    { claim: 'party-graduate' },
  );
}

/**
 * The ticket codes of an event's invitations, by guest address, read from the events office's outbox: the
 * suite's server has no mail server, so invitations are kept there and the office reads them (the real
 * SMTP conversation is the server's test, modules/party/door.test.ts).
 */
export async function keptTicketCodes(
  request: APIRequestContext,
  eventId: number,
): Promise<Map<string, string>> {
  const token = await staffToken(request, EVENTS_OFFICE);
  const response = await request.get(`/api/PartyOffice/GetOutbox?EventId=${String(eventId)}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const answer = envelope(getPartyOutboxResponse).parse(await response.json());
  expect(answer.Status, answer.Message).toBe('200');
  const codes = new Map<string, string>();
  for (const mail of answer.ReturnObject) {
    const code = /Ticket code: (\S+)/.exec(mail.Text ?? '')?.[1];
    if (code && PARTY_TICKET_CODE.test(code)) codes.set(mail.To, code);
  }
  return codes;
}
