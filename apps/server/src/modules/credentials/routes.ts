import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { openSecretBox } from '../../platform/crypto/secret-keys.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { PeriodicTask } from '../../platform/periodic-task.js';
import { recordAudit } from '../audit/service.js';
import { LoggingCredentialSystem } from './credential-system.js';
import { studentExamsFromExamsModule } from './exam-windows.js';
import { drainPasswordPushes, type CredentialSystems } from './pusher.js';
import { listCredentials, revealCredential, savePassword, type CredentialsContext } from './service.js';
import { runInBackground } from '../../platform/background-work.js';

/** Spec §7's SaveStudentPassword and the list and reveal beside it, under StudentService. */
export const credentialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const { box, usesStoredKey } = await openSecretBox(db, app.config.secretKeys);
  if (usesStoredKey && app.config.NODE_ENV === 'production') {
    app.log.warn(
      'SECRETS_KEYS is not set: students’ passwords are sealed with a key kept in the database (docs/OPERATIONS.md)',
    );
  }
  const context: CredentialsContext = {
    db,
    box,
    exams: studentExamsFromExamsModule,
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
  };
  // No system is connected by default: the LDAP-compatible adapter (ldap-modify.ts) needs a transport.
  const systems: CredentialSystems = {
    moodle: new LoggingCredentialSystem(app.log, 'moodle'),
    wifi: new LoggingCredentialSystem(app.log, 'wifi'),
  };
  const pusher = new PeriodicTask({
    intervalMs: app.config.PASSWORD_PUSH_SECONDS * 1000,
    pass: () => drainPasswordPushes(db, box, systems, app.log),
    onError: (error) => {
      app.log.error({ err: error }, 'password push: the outbox could not be read');
    },
  });
  if (app.config.PASSWORD_PUSHER) runInBackground(app, pusher);

  registerCall(app, calls.credentials.getStudentCredentials, { access: STUDENT }, async (request) =>
    ok(await listCredentials(context, studentOf(request).studentId, request.query.System, new Date())),
  );

  // Staff acting as the student are refused before the handler runs; the impersonated-writes hook
  // (modules/audit) logs the refusal with both identities.
  registerCall(
    app,
    calls.credentials.revealStudentCredential,
    { access: STUDENT, refusedWhileImpersonating: true, credential: true },
    async (request) => {
      const { studentId } = studentOf(request);
      const outcome = await revealCredential(context, studentId, request.body.CredentialId, new Date());
      if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
      await recordAudit(db, request, {
        action: 'credential-reveal',
        outcome: 'success',
        studentId,
        target: `credential:${String(outcome.value.CredentialId)}`,
        details: { system: outcome.system, examId: outcome.examId },
      });
      return ok(outcome.value);
    },
  );

  registerCall(
    app,
    calls.credentials.saveStudentPassword,
    { access: STUDENT, refusedWhileImpersonating: true },
    async (request) => {
      const { studentId } = studentOf(request);
      const outcome = await savePassword(
        context,
        studentId,
        {
          system: request.body.System,
          password: request.body.NewPassword,
          confirmation: request.body.ConfirmPassword,
        },
        new Date(),
      );
      if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
      await recordAudit(db, request, {
        action: 'credential-password-set',
        outcome: 'success',
        studentId,
        target: `credential:${String(outcome.value.CredentialId)}`,
        details: { system: request.body.System },
      });
      pusher.wake();
      return ok(outcome.value);
    },
  );
};
