import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { publicUrl } from '../../config.js';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import {
  changePersonalEmail,
  confirmPersonalEmail,
  contactCardOf,
  universityOffices,
  updateStudentContact,
} from './service.js';

/**
 * The contact page: the student's own contact data, the personal email confirmed by a link, the registrar's
 * record read-only, and the offices. Every write is the token's student's own, refused while staff act as them.
 */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const portalUrl = publicUrl(app.config);
  const ownWrite = {
    access: STUDENT,
    refusedWhileImpersonating: true,
    owner: { body: 'StudentCode', otherStudent: 'not-found' },
  } as const;

  registerCall(app, calls.contact.getStudentContactCard, { access: STUDENT }, async (request) => {
    const card = await contactCardOf(db, studentOf(request).studentId, new Date());
    return card ? ok(card) : refusal('404', say('student.recordNotFound'), requestLanguage(request));
  });

  registerCall(app, calls.contact.updateStudentContact, ownWrite, async (request) => {
    const outcome = await updateStudentContact(db, studentOf(request).studentId, request.body, new Date());
    return outcome.kind === 'done' ? ok(outcome.card) : refusalOf(outcome, requestLanguage(request));
  });

  registerCall(app, calls.contact.changePersonalEmail, ownWrite, async (request) => {
    const { studentId } = studentOf(request);
    const outcome = await changePersonalEmail(
      db,
      portalUrl,
      studentId,
      request.body.PersonalEmail,
      new Date(),
    );
    if (outcome.kind !== 'done') return refusalOf(outcome, requestLanguage(request));
    app.mailOutbox.wake();
    return ok(outcome.card);
  });

  registerCall(app, calls.contact.confirmPersonalEmail, ownWrite, async (request) => {
    const outcome = await confirmPersonalEmail(
      db,
      studentOf(request).studentId,
      request.body.Token,
      new Date(),
    );
    return outcome.kind === 'done' ? ok(outcome.card) : refusalOf(outcome, requestLanguage(request));
  });

  registerCall(app, calls.contact.getUniversityOffices, { access: STUDENT }, async () =>
    ok(await universityOffices(db)),
  );
};
