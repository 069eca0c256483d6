import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  advisingChange,
  envelope,
  moduleStudentData as moduleStudentDataSchema,
  selectedElectives as selectedElectivesSchema,
  studentCodeQuery,
  studentGroupChoice,
  studentGroups as studentGroupsSchema,
} from '@portal/contract';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { SaveSlots } from '../../platform/http/save-slots.js';
import { isOwnStudentCode, OTHER_STUDENT_MESSAGE } from '../student/student-code.js';
import {
  checkGroupChoice,
  moduleStudentData,
  saveGroupChoiceOf,
  selectedElectives,
  studentGroups,
} from './groups.js';
import { registrationPolicy } from './policy.js';
import { changeAnswer } from './routes.js';

const bearer = [{ bearer: [] }];

/** Group advising (spec §7 Module calls and SaveStudentGroup): a ready-made group plus module electives. */
export const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const policy = registrationPolicy(app.config);
  // Group saves queue here in arrival order rather than all at once at the pool (whose checkout times out).
  const saveSlots = new SaveSlots(
    Math.max(1, Math.floor(app.config.DATABASE_POOL_SIZE / 4)),
    app.database.connectionWait,
  );

  app.get(
    '/api/Module/GetStudentData',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary: 'The advising data of a group-advising student, with the group held this term',
        security: bearer,
        response: { 200: envelope(moduleStudentDataSchema.nullable()) },
      },
    },
    async (request) => {
      const data = await moduleStudentData(db, studentOf(request).studentId, policy, new Date());
      return data ? ok(data) : refusal('404', 'Your student record was not found.');
    },
  );

  app.get(
    '/api/Module/GetStudentGroups',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary:
          "The ready-made groups and module elective groups of the student's program and level this term",
        security: bearer,
        querystring: studentCodeQuery,
        response: { 200: envelope(studentGroupsSchema.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.query.studentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      return ok(await studentGroups(db, studentId, policy.timeZone));
    },
  );

  app.get(
    '/api/Module/GetSelectedElectives',
    {
      config: { access: STUDENT },
      schema: {
        tags: ['Advising'],
        summary: 'The group saved this term and the elective sections the student holds',
        security: bearer,
        querystring: studentCodeQuery,
        response: { 200: envelope(selectedElectivesSchema.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.query.studentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      return ok(await selectedElectives(db, studentId));
    },
  );

  app.post(
    '/api/Module/CheckElectivesConflicts',
    {
      config: { access: STUDENT, ...registrationRead('advising') },
      schema: {
        tags: ['Advising'],
        summary: 'Every rule a group and electives choice would break, without changing anything',
        security: bearer,
        body: studentGroupChoice,
        response: { 200: envelope(advisingChange.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      return ok(await checkGroupChoice(db, studentId, request.body, policy, new Date()));
    },
  );

  app.post(
    '/api/Module/SaveStudentGroup',
    {
      config: { access: STUDENT, ...registrationWrite('advising') },
      schema: {
        tags: ['Advising'],
        summary:
          "Saves a group and its electives: every seat taken (and the student's other seats freed) or nothing",
        security: bearer,
        body: studentGroupChoice,
        response: { 200: envelope(advisingChange.nullable()) },
      },
    },
    async (request) => {
      const { studentId } = studentOf(request);
      if (!(await isOwnStudentCode(db, studentId, request.body.StudentCode))) {
        return refusal('403', OTHER_STUDENT_MESSAGE);
      }
      return changeAnswer(
        await saveSlots.run(() =>
          saveGroupChoiceOf(db, studentId, request.body, policy, app.seatFreed, new Date()),
        ),
      );
    },
  );
};
