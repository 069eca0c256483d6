import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { registrationRead, registrationWrite } from '../../platform/http/registration-call.js';
import { SaveSlots } from '../../platform/http/save-slots.js';
import {
  checkGroupChoice,
  moduleStudentData,
  saveGroupChoiceOf,
  selectedElectives,
  studentGroups,
} from './groups.js';
import { registrationPolicy } from './policy.js';
import { changeAnswer } from './routes.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { changeIn } from './views.js';

/** Group advising (spec §7 Module calls and SaveStudentGroup): a ready-made group plus module electives. */
export const moduleRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const policy = registrationPolicy(app.config);
  // Group saves queue here in arrival order rather than all at once at the pool (whose checkout times out).
  const saveSlots = new SaveSlots(
    Math.max(1, Math.floor(app.config.DATABASE_POOL_SIZE / 4)),
    app.database.connectionWait,
  );

  registerCall(app, calls.advising.getModuleStudentData, { access: STUDENT }, async (request) => {
    const data = await moduleStudentData(db, studentOf(request).studentId, policy, new Date());
    return data ? ok(data) : refusal('404', say('student.recordNotFound'), requestLanguage(request));
  });

  registerCall(
    app,
    calls.advising.getStudentGroups,
    { access: STUDENT, owner: { query: 'studentCode' } },
    async (request) =>
      ok(await studentGroups(db, studentOf(request).studentId, policy.timeZone, requestLanguage(request))),
  );

  registerCall(
    app,
    calls.advising.getSelectedElectives,
    { access: STUDENT, owner: { query: 'studentCode' } },
    async (request) => ok(await selectedElectives(db, studentOf(request).studentId)),
  );

  registerCall(
    app,
    calls.advising.checkElectivesConflicts,
    { access: STUDENT, ...registrationRead('advising'), owner: { body: 'StudentCode' } },
    async (request) =>
      ok(
        changeIn(
          await checkGroupChoice(db, studentOf(request).studentId, request.body, policy, new Date()),
          requestLanguage(request),
        ),
      ),
  );

  registerCall(
    app,
    calls.advising.saveStudentGroup,
    { access: STUDENT, ...registrationWrite('advising'), owner: { body: 'StudentCode' } },
    async (request) => {
      const { studentId } = studentOf(request);
      return changeAnswer(
        await saveSlots.run(() =>
          saveGroupChoiceOf(db, studentId, request.body, policy, app.seatFreed, new Date()),
        ),
        requestLanguage(request),
      );
    },
  );
};
