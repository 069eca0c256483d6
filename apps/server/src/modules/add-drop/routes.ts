import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import type { Envelope } from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal, type RefusalStatus } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { advisingCourseSections, advisingRules, categoriesView, degreeAuditOf } from '../advising/service.js';
import {
  addToCart,
  dropToCart,
  readCart,
  removeFromCart,
  saveCart,
  type AddDropContext,
  type CartOutcome,
} from './service.js';
import { SaveSlots } from '../../platform/http/save-slots.js';
import { addDropStudentData } from './student-view.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import type { Language } from '../../platform/i18n/language.js';
import type { Refused } from '../../platform/http/refused.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { cartIn, saveResultIn } from './cart.js';

/** A refusal that still carries data (the cart as it is, the refused changes), as the contract allows. */
function refusedWith<T>(
  status: RefusalStatus,
  message: Refused['message'],
  returnObject: T,
  language: Language,
): Envelope<T> {
  return { Status: status, ReturnObject: returnObject, Message: inLanguage(message, language) };
}

function cartAnswer(outcome: CartOutcome, language: Language) {
  if (outcome.kind === 'cart') return ok(cartIn(outcome.cart, language));
  const cart = outcome.cart ? cartIn(outcome.cart, language) : null;
  return refusedWith(outcome.status, outcome.message, cart, language);
}

/**
 * The add/drop cart calls (spec §7 AddDrop). Writes are registration writes of the add_drop window
 * (waiting room, rate limit, time ticket); the cart read is a registration read of it.
 */
export const addDropRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const rules = advisingRules(app.config, app.seatFreed);
  // Half the pool for saves, the rest for every other call while a rush is on.
  const saveSlots = new SaveSlots(Math.floor(app.config.DATABASE_POOL_SIZE / 2), app.database.connectionWait);
  const context = (): AddDropContext => ({
    db,
    rules,
    now: new Date(),
  });

  registerCall(app, calls.addDrop.getStudentData, { access: STUDENT }, async (request) => {
    const found = await addDropStudentData(
      db,
      studentOf(request).studentId,
      { scale: app.config.gradeScale, rules },
      new Date(),
    );
    return found ? ok(found) : refusal('404', say('student.noRecord'), requestLanguage(request));
  });

  registerCall(
    app,
    calls.addDrop.getStudentCategories,
    { access: STUDENT, owner: { query: 'studentcode' } },
    async (request) => {
      const studentId = studentOf(request).studentId;
      const audit = await degreeAuditOf(db, studentId, app.config.gradeScale, new Date());
      return ok({ Categories: categoriesView(audit) });
    },
  );

  registerCall(
    app,
    calls.addDrop.getCourseSections,
    { access: STUDENT, ...registrationRead('add_drop'), owner: { body: 'StudentCode' } },
    async (request) => {
      const studentId = studentOf(request).studentId;
      // The same answer as Advising/GetCourseSections: one view of sections, seats and clashes.
      const found = await advisingCourseSections(
        db,
        studentId,
        request.body.CourseId,
        app.config.UNIVERSITY_TIME_ZONE,
        requestLanguage(request),
      );
      return found ? ok(found) : refusal('404', say('addDrop.noSections'), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.addDrop.getCart,
    { access: STUDENT, ...registrationRead('add_drop') },
    async (request) =>
      ok(cartIn(await readCart(context(), studentOf(request).studentId), requestLanguage(request))),
  );

  registerCall(
    app,
    calls.addDrop.insertTempAddCourse,
    { access: STUDENT, ...registrationWrite('add_drop'), owner: { body: 'StudentCode' } },
    async (request) => {
      const studentId = studentOf(request).studentId;
      return cartAnswer(await addToCart(context(), studentId, request.body), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.addDrop.insertTempDropCourse,
    { access: STUDENT, ...registrationWrite('add_drop'), owner: { body: 'StudentCode' } },
    async (request) => {
      const studentId = studentOf(request).studentId;
      return cartAnswer(await dropToCart(context(), studentId, request.body), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.addDrop.removeFromTmpAddDrop,
    { access: STUDENT, ...registrationWrite('add_drop'), owner: { body: 'StudentCode' } },
    async (request) => {
      const studentId = studentOf(request).studentId;
      return cartAnswer(await removeFromCart(context(), studentId, request.body), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.addDrop.save,
    { access: STUDENT, ...registrationWrite('add_drop'), owner: { body: 'StudentCode' } },
    async (request) => {
      const studentId = studentOf(request).studentId;
      const outcome = await saveSlots.run(() => saveCart(context(), studentId, request.body.Version));
      const language = requestLanguage(request);
      if (outcome.kind === 'saved') return ok(saveResultIn(outcome.result, language));
      const result = outcome.result ? saveResultIn(outcome.result, language) : null;
      return refusedWith(outcome.status, outcome.message, result, language);
    },
  );
};
