import type { FastifyInstance } from 'fastify';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { hasUnacceptedMustAccept } from './queries.js';
import { say } from '../../platform/i18n/said.js';

/**
 * The student calls that stay open while a must-accept announcement waits (the one list of them). The
 * announcement calls are how the gate is passed; the student data feeds the header and must settle before
 * the app's menu load runs the gate at all; the unread count is the header's bell; Logout lets the student
 * leave. RequestAdmission only keeps a place in the registration waiting room (no record is read or
 * changed): tens of thousands of students in line ask it every few seconds, and a statement each for the
 * gate was a large share of the line's load; the first registration call after it is gated as usual.
 * Everything else a student calls answers HTTP 400, so no client can skip the announcement.
 */
export const ANNOUNCEMENT_GATE_EXEMPT: ReadonlySet<string> = new Set([
  '/api/Portal/GetActiveNotification',
  '/api/Portal/CheckAnnocmentIsAccepted',
  '/api/Portal/InsertAnnouncmentLogger',
  '/api/DefaultData/GetStudentData',
  '/api/Notify/GetStudentMessages_Count',
  '/api/account/Logout',
  '/api/Registration/RequestAdmission',
]);

export const ANNOUNCEMENT_GATE_MESSAGE = say('announcement.gate');

/**
 * Spec §8's HTTP 400: while a must-accept announcement in force is unaccepted, every other call of the
 * student answers 400 (the app then opens /announcement). It runs after authentication (hooks run in
 * registration order), costs one indexed statement per student call and nothing for anyone else. Staff
 * acting as the student are not gated: only the student can accept, and staff must still be able to see
 * what the student sees in order to help.
 */
export function registerAnnouncementGate(app: FastifyInstance): void {
  const db = app.database.db;
  app.addHook('onRequest', async (request) => {
    const principal = request.principal;
    if (principal?.kind !== 'student' || principal.actor) return;
    const route = request.routeOptions.url;
    if (route === undefined || ANNOUNCEMENT_GATE_EXEMPT.has(route)) return;
    if (await hasUnacceptedMustAccept(db, principal.studentId, new Date())) {
      throw new PortalHttpError(400, ANNOUNCEMENT_GATE_MESSAGE);
    }
  });
}
