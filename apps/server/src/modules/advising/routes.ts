import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdvisingChange, Envelope } from '@portal/contract';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { SaveSlots } from '../../platform/http/save-slots.js';
import { confirmContactDetails, contactDetailsOf } from '../contact/service.js';
import { registrationPolicy } from './policy.js';
import {
  advisingCourseSections,
  advisingLog,
  advisingStudentData,
  advisingValidation,
  studentCategories,
  validationIn,
} from './service.js';
import { applyTimetableChange, heldSectionsOfCourse, type ChangeOutcome } from './timetable-change.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import type { Language } from '../../platform/i18n/language.js';
import { inLanguage } from '../../platform/i18n/words.js';
import { changeIn } from './views.js';

const STUDENT_MISSING = say('student.recordNotFound');

/** A refused change still answers the timetable and every refusal, as the contract allows. */
export function changeAnswer(outcome: ChangeOutcome, language: Language): Envelope<AdvisingChange> {
  const answer = changeIn(outcome.answer, language);
  return outcome.kind === 'done'
    ? ok(answer)
    : { Status: outcome.status, ReturnObject: answer, Message: inLanguage(outcome.message, language) };
}

/**
 * Individual advising (spec §7 Advising calls), the validate page and the contact data confirmed each
 * term. Student data is always the token's student; a student code naming anyone else is refused
 * before anything is read.
 */
export const advisingRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const policy = registrationPolicy(app.config);
  // Seat changes queue here in arrival order rather than all at once at the pool (whose checkout times out).
  const changeSlots = new SaveSlots(
    Math.floor(app.config.DATABASE_POOL_SIZE / 2),
    app.database.connectionWait,
  );
  const changeOptions = (): Parameters<typeof applyTimetableChange>[3] => ({
    window: 'advising',
    source: 'advising',
    policy,
    seatFreed: app.seatFreed,
    now: new Date(),
  });

  registerCall(app, calls.advising.checkAdvisingValidator, { access: STUDENT }, async (request) => {
    const answer = await advisingValidation(
      db,
      studentOf(request).studentId,
      request.query.kind,
      new Date(),
      policy,
    );
    const language = requestLanguage(request);
    return answer ? ok(validationIn(answer, language)) : refusal('404', STUDENT_MISSING, language);
  });

  registerCall(app, calls.advising.getStudentContactDetails, { access: STUDENT }, async (request) =>
    ok(await contactDetailsOf(db, studentOf(request).studentId)),
  );

  registerCall(
    app,
    calls.advising.updateAdvisingContactData,
    { access: STUDENT, refusedWhileImpersonating: true, owner: { body: 'StudentCode' } },
    async (request) => {
      const saved = await confirmContactDetails(db, studentOf(request).studentId, request.body, new Date());
      return saved ? ok(saved) : refusal('404', say('advising.noContactTerm'), requestLanguage(request));
    },
  );

  registerCall(app, calls.advising.getStudentData, { access: STUDENT }, async (request) => {
    const data = await advisingStudentData(db, studentOf(request).studentId, policy, new Date());
    return data ? ok(data) : refusal('404', STUDENT_MISSING, requestLanguage(request));
  });

  registerCall(app, calls.advising.getStudentCategories, { access: STUDENT }, async (request) =>
    ok(await studentCategories(db, studentOf(request).studentId, policy, new Date())),
  );

  registerCall(
    app,
    calls.advising.getCourseSections,
    { access: STUDENT, ...registrationRead('advising'), owner: { body: 'StudentCode' } },
    async (request) => {
      const { studentId } = studentOf(request);
      const answer = await advisingCourseSections(
        db,
        studentId,
        request.body.CourseId,
        policy.timeZone,
        requestLanguage(request),
      );
      return answer ? ok(answer) : refusal('404', say('advising.noSections'), requestLanguage(request));
    },
  );

  registerCall(
    app,
    calls.advising.insertCourse,
    { access: STUDENT, ...registrationWrite('advising'), owner: { body: 'StudentCode' } },
    async (request) => {
      const { studentId } = studentOf(request);
      const change = { add: [...new Set(request.body.SectionIds)], drop: [] };
      return changeAnswer(
        await changeSlots.run(() => applyTimetableChange(db, studentId, change, changeOptions())),
        requestLanguage(request),
      );
    },
  );

  registerCall(
    app,
    calls.advising.removeCourse,
    { access: STUDENT, ...registrationWrite('advising'), owner: { body: 'StudentCode' } },
    async (request) => {
      const { studentId } = studentOf(request);
      const drop = await heldSectionsOfCourse(db, studentId, request.body.CourseId);
      if (drop.length === 0) return refusal('404', say('advising.notInTimetable'), requestLanguage(request));
      return changeAnswer(
        await changeSlots.run(() => applyTimetableChange(db, studentId, { add: [], drop }, changeOptions())),
        requestLanguage(request),
      );
    },
  );

  registerCall(app, calls.advising.getLoggers, { access: STUDENT }, async (request) =>
    ok(await advisingLog(db, studentOf(request).studentId)),
  );
};
