import type { RegistrationWindowKind } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.js';
import { refusal } from '../../platform/http/envelope.js';
import { answerFromHook } from '../../platform/http/hook-answer.js';
import { studentWindowTickets } from './queries.js';
import { ticketTime } from './service.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { requestLanguage } from '../../platform/i18n/language.js';

const TICKET_TIMES = { advising: 'tickets.advisingTime', add_drop: 'tickets.addDropTime' } as const;

/**
 * Why the student may not make registration calls of `window` yet: their ticket (or, without one, the
 * window's last block) opens later. Null when they may — including when the window has no tickets at all.
 */
export async function beforeTicketRefusal(
  db: Database,
  input: { studentId: number; window: RegistrationWindowKind; timeZone: string },
  now: Date,
): Promise<Said | null> {
  const [row] = await studentWindowTickets(db, input.studentId, [input.window]);
  const at = row ? ticketTime(row) : null;
  if (!at || at <= now) return null;
  const zone = input.timeZone;
  return say(TICKET_TIMES[input.window], { time: { at, timeZone: zone }, zone: { zone } });
}

/**
 * The time-ticket guard on routes marked as registration writes (`registrationWrite(window)`): before the
 * student's ticket it answers a refusal naming the time, before the body is even read, so nothing changes.
 * One indexed statement (the ticket's primary key) per write call.
 */
export function registerTicketGuard(app: FastifyInstance): void {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;
  app.addHook('onRequest', async (request, reply) => {
    const registration = request.routeOptions.config.registration;
    const principal = request.principal;
    if (registration?.call !== 'write' || principal?.kind !== 'student') return;
    const message = await beforeTicketRefusal(
      db,
      { studentId: principal.studentId, window: registration.window, timeZone },
      new Date(),
    );
    if (message) return answerFromHook(reply, refusal('423', message, requestLanguage(request)));
  });
}
