import type { RegistrationWindowKind } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { universityDateTime, zoneName } from '../../platform/clock.js';
import type { Database } from '../../platform/db/client.js';
import { refusal } from '../../platform/http/envelope.js';
import { answerFromHook } from '../../platform/http/hook-answer.js';
import { studentWindowTickets } from './queries.js';
import { ticketTime } from './service.js';

const WINDOW_NAMES: Record<RegistrationWindowKind, string> = { advising: 'advising', add_drop: 'add/drop' };

/**
 * Why the student may not make registration calls of `window` yet: their ticket (or, without one, the
 * window's last block) opens later. Null when they may — including when the window has no tickets at all.
 */
export async function beforeTicketRefusal(
  db: Database,
  input: { studentId: number; window: RegistrationWindowKind; timeZone: string },
  now: Date,
): Promise<string | null> {
  const [row] = await studentWindowTickets(db, input.studentId, [input.window]);
  const at = row ? ticketTime(row) : null;
  if (!at || at <= now) return null;
  return (
    `Your ${WINDOW_NAMES[input.window]} registration time is ${universityDateTime(at, input.timeZone)} ` +
    `(${zoneName(input.timeZone)}). You can add and drop courses from then; nothing was changed.`
  );
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
    if (message) return answerFromHook(reply, refusal('423', message));
  });
}
