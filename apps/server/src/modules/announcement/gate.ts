import type { FastifyInstance } from 'fastify';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { HeldAnswers } from '../../platform/events/held-answers.js';
import { hasUnacceptedMustAccept, nextMustAcceptStart } from './queries.js';
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

/** Published when an announcement is created or edited, so every instance asks its students again. */
export const ANNOUNCEMENTS_CHANGED_TOPIC = 'announcement.changed';

const CAPACITY = 100_000;
const NEXT_START = 'next-start';

/**
 * Spec §8's HTTP 400: while a must-accept announcement in force is unaccepted, every other call of the
 * student answers 400 (the app then opens /announcement). It runs after authentication (hooks run in
 * registration order) and nothing for anyone but students. Staff acting as the student are not gated:
 * only the student can accept, and staff must still be able to see what the student sees in order to help.
 *
 * A student found clear is not asked again for HELD_ANSWER_SECONDS, nor past the start of the next
 * scheduled must-accept announcement; a created or edited announcement drops every held answer on every
 * instance. A gated student is asked every time, so an acceptance opens the portal at once.
 */
export function registerAnnouncementGate(app: FastifyInstance): void {
  const db = app.database.db;
  const holdMs = app.config.HELD_ANSWER_SECONDS * 1000;
  const clear = new HeldAnswers<number, true>(app.events, { holdMs, capacity: CAPACITY });
  const nextStart = new HeldAnswers<typeof NEXT_START, number>(app.events, { holdMs, capacity: 1 });
  app.events.subscribe(ANNOUNCEMENTS_CHANGED_TOPIC, () => {
    clear.forgetAll();
    nextStart.forgetAll();
  });

  async function clearUntil(now: Date): Promise<number> {
    const held = nextStart.get(NEXT_START);
    if (held !== undefined) return held;
    const asked = nextStart.asking();
    const start = (await nextMustAcceptStart(db, now))?.getTime() ?? Number.POSITIVE_INFINITY;
    nextStart.hold(NEXT_START, start, asked, start);
    return start;
  }

  app.addHook('onRequest', async (request) => {
    const principal = request.principal;
    if (principal?.kind !== 'student' || principal.actor) return;
    const route = request.routeOptions.url;
    if (route === undefined || ANNOUNCEMENT_GATE_EXEMPT.has(route)) return;
    if (clear.get(principal.studentId)) return;
    const asked = clear.asking();
    const now = new Date();
    if (await hasUnacceptedMustAccept(db, principal.studentId, now)) {
      throw new PortalHttpError(400, ANNOUNCEMENT_GATE_MESSAGE);
    }
    clear.hold(principal.studentId, true, asked, await clearUntil(now));
  });
}
