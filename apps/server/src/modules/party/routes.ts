import { calls } from '@portal/contract/calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { studentOf } from '../../platform/auth/authenticate.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf, type Refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inviteGuest, removeGuest } from './guests.js';
import { issueOwnTicket } from './own-ticket.js';
import { saveRequest } from './registration.js';
import type { PartyStudent } from './student-context.js';
import { savedData, studentSummary } from './student-reads.js';

/** The spec's party host (/api/Party/…): the student's events, registration, guests and ticket. */
export const partyRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { box } = await openSecretBox(db, app.config.secretKeys);
  const who = (request: FastifyRequest): PartyStudent => {
    const student = studentOf(request);
    return {
      studentId: student.studentId,
      actingStaffId: student.actor?.staffId ?? null,
      now: new Date(),
      timeZone: app.config.UNIVERSITY_TIME_ZONE,
      scale: app.config.gradeScale,
      language: requestLanguage(request),
      universityName: app.config.UNIVERSITY_NAME_EN,
    };
  };
  /** A token for a student no longer on record. */
  const gone = () => new PortalHttpError(401, say('auth.signIn'));
  const answer = <T>(request: FastifyRequest, outcome: { kind: 'done'; value: T } | Refused | undefined) => {
    if (!outcome) throw gone();
    return outcome.kind === 'done' ? ok(outcome.value) : refusalOf(outcome, requestLanguage(request));
  };

  registerCall(app, calls.party.getStudentSavedData, { access: STUDENT }, async (request) => {
    const data = await savedData(db, who(request), request.query.Page);
    if (!data) throw gone();
    return ok(data);
  });

  registerCall(app, calls.party.student, { access: STUDENT }, async (request) =>
    ok(await studentSummary(db, studentOf(request).studentId)),
  );

  for (const [call, whiteCoat] of [
    [calls.party.saveRequest, false],
    [calls.party.saveRequestWhiteCoat, true],
  ] as const) {
    registerCall(app, call, { access: STUDENT }, async (request) => {
      const { EventId, Attending, Answers } = request.body;
      const input = { eventId: EventId, attending: Attending, answers: Answers };
      return answer(request, await saveRequest(db, who(request), input, whiteCoat));
    });
  }

  registerCall(app, calls.party.sendInvitationByEmail, { access: STUDENT }, async (request) => {
    const { EventId, GuestName, GuestEmail } = request.body;
    const input = { eventId: EventId, name: GuestName, email: GuestEmail };
    const outcome = await inviteGuest(db, who(request), input);
    if (outcome?.kind === 'done') app.mailOutbox.wake();
    return answer(request, outcome);
  });

  registerCall(app, calls.party.removeInvitation, { access: STUDENT }, async (request) =>
    answer(request, await removeGuest(db, who(request), request.body.GuestId)),
  );

  // The answer carries the student's ticket: staff acting as the student are not shown it.
  registerCall(
    app,
    calls.party.getDocumentParsedBytes,
    { access: STUDENT, credential: true, refusedWhileImpersonating: true },
    async (request) => answer(request, await issueOwnTicket(db, box, who(request), request.query.EventId)),
  );
};
