import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advisingChange,
  advisingLog,
  advisingStudentData as advisingStudentDataSchema,
  advisingValidation as advisingValidationSchema,
  advisingValidatorQuery,
  courseSections,
  envelope,
  getCourseSectionsBody,
  insertCourseBody,
  removeCourseBody,
  studentCategories as studentCategoriesSchema,
  studentContactDetails,
  updateAdvisingContactDataBody,
  type Envelope,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { SaveSlots } from '../../platform/http/save-slots.js';
import { isOwnStudentCode, OTHER_STUDENT_MESSAGE } from '../student/student-code.js';
import { confirmContactDetails, contactDetailsOf } from './contact.js';
import { registrationPolicy } from './policy.js';
import {
  advisingCourseSections,
  advisingLog as advisingLogOf,
  advisingStudentData,
  advisingValidation,
  applyTimetableChange,
  heldSectionsOfCourse,
  studentCategories,
  type ChangeOutcome,
} from './service.js';

const bearer = [{ bearer: [] }];
const STUDENT_MISSING = 'Your student record was not found.';

/** A refused change still answers the timetable and every refusal, as the contract allows. */
export function changeAnswer(outcome: ChangeOutcome): Envelope<ReturnType<typeof advisingChange.parse>> {
  return outcome.kind === 'done'
    ? ok(outcome.answer)
    : { Status: outcome.status, ReturnObject: outcome.answer, Message: outcome.message };
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

  app.get(
    '/api/AdvisingValidator/Check',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary:
          'Whether the student may enter advising, add/drop or the preview now, every reason why not (window dates, holds, contact data), and the page to go to',
        security: bearer,
        querystring: advisingValidatorQuery,
        response: { 200: envelope(advisingValidationSchema.nullable()) },
      },
    },
    async (request) => {
      const answer = await advisingValidation(
        db,
        studentOf(request).studentId,
        request.query.kind,
        new Date(),
        policy,
      );
      return answer ? ok(answer) : refusal('404', STUDENT_MISSING);
    },
  );

  app.get(
    '/api/Portal/GetStudentContactDetails',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary: "The student's latest confirmed contact data and whether it was confirmed this term",
        security: bearer,
        response: { 200: envelope(studentContactDetails) },
      },
    },
    async (request) => ok(await contactDetailsOf(db, studentOf(request).studentId)),
  );

  app.post(
    '/api/Portal/UpdateAdvisingContactData',
    {
      config: { access: STUDENT, refusedWhileImpersonating: true },
      schema: {
        tags: ['Advising'],
        summary: 'Saves phone, address and emergency contact and confirms them for the current term',
        security: bearer,
        body: updateAdvisingContactDataBody,
        response: { 200: envelope(studentContactDetails.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      const saved = await confirmContactDetails(db, studentId, request.body, new Date());
      return saved ? ok(saved) : refusal('404', 'There is no current term to confirm your contact data for.');
    },
  );

  app.get(
    '/api/Advising/GetStudentData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary: "Standing, GPA, earned credits, this term's credit limits and the advising window",
        security: bearer,
        response: { 200: envelope(advisingStudentDataSchema.nullable()) },
      },
    },
    async (request) => {
      const data = await advisingStudentData(db, studentOf(request).studentId, policy, new Date());
      return data ? ok(data) : refusal('404', STUDENT_MISSING);
    },
  );

  app.get(
    '/api/Advising/GetStudentCategories',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary:
          'The study plan by category, each course passed, in progress, eligible or blocked (by which requisite)',
        security: bearer,
        response: { 200: envelope(studentCategoriesSchema) },
      },
    },
    async (request) => ok(await studentCategories(db, studentOf(request).studentId, policy, new Date())),
  );

  app.post(
    '/api/Advising/GetCourseSections',
    {
      config: { access: STUDENT, ...registrationRead('advising') },
      schema: {
        tags: ['Advising'],
        summary:
          "A course's sections this term with SectionSchedule rows, instructor, seats left and clashes",
        security: bearer,
        body: getCourseSectionsBody,
        response: { 200: envelope(courseSections.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      const answer = await advisingCourseSections(db, studentId, request.body.CourseId, policy.timeZone);
      return answer ? ok(answer) : refusal('404', 'That course has no sections this term.');
    },
  );

  app.post(
    '/api/Advising/InsertCourse',
    {
      config: { access: STUDENT, ...registrationWrite('advising') },
      schema: {
        tags: ['Advising'],
        summary:
          'Takes seats in a lecture section (and its lab) after checking every rule on the whole timetable; all or nothing',
        security: bearer,
        body: insertCourseBody,
        response: { 200: envelope(advisingChange.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      const change = { add: [...new Set(request.body.SectionIds)], drop: [] };
      return changeAnswer(
        await changeSlots.run(() =>
          applyTimetableChange(db, studentId, change, {
            window: 'advising',
            source: 'advising',
            policy,
            seatFreed: app.seatFreed,
            now: new Date(),
          }),
        ),
      );
    },
  );

  app.post(
    '/api/Advising/RemoveCourse',
    {
      config: { access: STUDENT, ...registrationWrite('advising') },
      schema: {
        tags: ['Advising'],
        summary: 'Frees every seat the student holds in a course this term',
        security: bearer,
        body: removeCourseBody,
        response: { 200: envelope(advisingChange.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      const drop = await heldSectionsOfCourse(db, studentId, request.body.CourseId);
      if (drop.length === 0) return refusal('404', 'That course is not in your timetable.');
      return changeAnswer(
        await changeSlots.run(() =>
          applyTimetableChange(
            db,
            studentId,
            { add: [], drop },
            { window: 'advising', source: 'advising', policy, seatFreed: app.seatFreed, now: new Date() },
          ),
        ),
      );
    },
  );

  app.get(
    '/api/Advising/GetLoggers',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary: "The student's own advising history: every seat taken or freed and every advising action",
        security: bearer,
        response: { 200: envelope(advisingLog) },
      },
    },
    async (request) => ok(await advisingLogOf(db, studentOf(request).studentId)),
  );
};
