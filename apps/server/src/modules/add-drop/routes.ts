import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addDropCart,
  addDropCategoriesQuery,
  addDropCategoriesResponse,
  addDropCourseSectionsBody,
  addDropStudentData as addDropStudentDataSchema,
  courseSections,
  addDropSaveBody,
  addDropSaveResponse,
  envelope,
  insertTempAddCourseBody,
  insertTempDropCourseBody,
  removeFromTmpAddDropBody,
  type Envelope,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal, type RefusalStatus } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { advisingCourseSections } from '../advising/service.js';
import { categoriesView, degreeAuditOf } from '../advising-preview/service.js';
import { advisingRules } from './advising-rules.js';
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
import { isOwnStudentCode, OTHER_STUDENT_MESSAGE } from '../student/student-code.js';
import { addDropStudentData } from './student-view.js';

const bearer = [{ bearer: [] }];

/** A refusal that still carries data (the cart as it is, the refused changes), as the contract allows. */
function refusedWith<T>(status: RefusalStatus, message: string, returnObject: T): Envelope<T> {
  return { Status: status, ReturnObject: returnObject, Message: message };
}

const cartAnswer = (outcome: CartOutcome) =>
  outcome.kind === 'cart' ? ok(outcome.cart) : refusedWith(outcome.status, outcome.message, outcome.cart);

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

  app.get(
    '/api/AddDrop/GetStudentData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Add/drop'],
        summary: "The student, their record, this term's credits and limits, and the add/drop window",
        security: bearer,
        response: { 200: envelope(addDropStudentDataSchema.nullable()) },
      },
    },
    async (request) => {
      const found = await addDropStudentData(
        db,
        studentOf(request).studentId,
        { scale: app.config.gradeScale, rules },
        new Date(),
      );
      return found ? ok(found) : refusal('404', 'There is no student record for this account.');
    },
  );

  app.get(
    '/api/AddDrop/GetStudentCategories',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Add/drop'],
        summary:
          "The study plan's categories with each course's state (passed, in progress, eligible, blocked)",
        security: bearer,
        querystring: addDropCategoriesQuery,
        response: { 200: envelope(addDropCategoriesResponse.nullable()) },
      },
    },
    async (request) => {
      const studentId = studentOf(request).studentId;
      if (!(await isOwnStudentCode(db, studentId, request.query.studentcode)))
        return refusal('403', OTHER_STUDENT_MESSAGE);
      const audit = await degreeAuditOf(db, studentId, app.config.gradeScale, new Date());
      return ok({ Categories: categoriesView(audit) });
    },
  );

  app.post(
    '/api/AddDrop/GetCourseSections',
    {
      config: { access: STUDENT, ...registrationRead('add_drop') },
      schema: {
        tags: ['Add/drop'],
        summary: "A course's sections this term with meetings, instructor, seats left and clashes",
        security: bearer,
        body: addDropCourseSectionsBody,
        response: { 200: envelope(courseSections.nullable()) },
      },
    },
    async (request) => {
      const studentId = studentOf(request).studentId;
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode)))
        return refusal('403', OTHER_STUDENT_MESSAGE);
      // The same answer as Advising/GetCourseSections: one view of sections, seats and clashes.
      const found = await advisingCourseSections(
        db,
        studentId,
        request.body.CourseId,
        app.config.UNIVERSITY_TIME_ZONE,
      );
      return found ? ok(found) : refusal('404', 'This course has no sections this term.');
    },
  );

  app.get(
    '/api/AddDrop/GetCart',
    {
      config: { access: STUDENT, ...registrationRead('add_drop') },
      schema: {
        tags: ['Add/drop'],
        summary:
          'The pending adds and drops, the timetable and credits after them, and what Save would refuse now',
        security: bearer,
        response: { 200: envelope(addDropCart) },
      },
    },
    async (request) => ok(await readCart(context(), studentOf(request).studentId)),
  );

  app.post(
    '/api/AddDrop/InsertTempAddCourse',
    {
      config: { access: STUDENT, ...registrationWrite('add_drop') },
      schema: {
        tags: ['Add/drop'],
        summary: 'Puts a lecture section (and its lab or tutorial) in the cart; no seat is held until Save',
        security: bearer,
        body: insertTempAddCourseBody,
        response: { 200: envelope(addDropCart.nullable()) },
      },
    },
    async (request) => {
      const studentId = studentOf(request).studentId;
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode)))
        return refusal('403', OTHER_STUDENT_MESSAGE);
      return cartAnswer(await addToCart(context(), studentId, request.body));
    },
  );

  app.post(
    '/api/AddDrop/InsertTempDropCourse',
    {
      config: { access: STUDENT, ...registrationWrite('add_drop') },
      schema: {
        tags: ['Add/drop'],
        summary: 'Puts a held course in the cart to be dropped (every section of it the student holds)',
        security: bearer,
        body: insertTempDropCourseBody,
        response: { 200: envelope(addDropCart.nullable()) },
      },
    },
    async (request) => {
      const studentId = studentOf(request).studentId;
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode)))
        return refusal('403', OTHER_STUDENT_MESSAGE);
      return cartAnswer(await dropToCart(context(), studentId, request.body));
    },
  );

  app.post(
    '/api/AddDrop/RemoveFromTmpAddDrop',
    {
      config: { access: STUDENT, ...registrationWrite('add_drop') },
      schema: {
        tags: ['Add/drop'],
        summary: 'Takes a pending change (with its lab or the rest of its course) out of the cart',
        security: bearer,
        body: removeFromTmpAddDropBody,
        response: { 200: envelope(addDropCart.nullable()) },
      },
    },
    async (request) => {
      const studentId = studentOf(request).studentId;
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode)))
        return refusal('403', OTHER_STUDENT_MESSAGE);
      return cartAnswer(await removeFromCart(context(), studentId, request.body));
    },
  );

  app.post(
    '/api/AddDrop/Save',
    {
      config: { access: STUDENT, ...registrationWrite('add_drop') },
      schema: {
        tags: ['Add/drop'],
        summary:
          'Applies the whole cart in one transaction: every drop frees its seat and every add takes one, or nothing changes and every failed change is named',
        security: bearer,
        body: addDropSaveBody,
        response: { 200: envelope(addDropSaveResponse.nullable()) },
      },
    },
    async (request) => {
      const studentId = studentOf(request).studentId;
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode)))
        return refusal('403', OTHER_STUDENT_MESSAGE);
      const outcome = await saveSlots.run(() => saveCart(context(), studentId, request.body.Version));
      return outcome.kind === 'saved'
        ? ok(outcome.result)
        : refusedWith(outcome.status, outcome.message, outcome.result);
    },
  );
};
