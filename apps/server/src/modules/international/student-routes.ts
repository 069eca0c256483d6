import { modeOfId } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { studentOf } from '../../platform/auth/authenticate.js';
import { STUDENT } from '../../platform/http/access.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok, refusal } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { applicationDetailById, studentApplications } from './application-views.js';
import { saveStudentProgram } from './student-applications.js';
import { updateStudentProgram } from './student-moves.js';
import { documentOfStudent, modeChecklist, programById } from './student-queries.js';
import {
  appliedSemesters,
  appliedUniversities,
  facultyIntroText,
  internationalStudentData,
} from './student-reads.js';
import { uploadApplicationFiles } from './student-uploads.js';

/** The student's side of the international office (spec §7's international host): programs and applications. */
export const internationalStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const timeZone = app.config.UNIVERSITY_TIME_ZONE;
  const write = (studentId: number) => ({ studentId, now: new Date(), timeZone, events: app.events });
  const notFound = () => say('international.applicationNotFound');
  const programOnOffer = async (programId: number) => {
    const program = await programById(db, programId);
    return program?.active ? program : undefined;
  };

  registerCall(app, calls.international.getFacultyIntroText, { access: STUDENT }, async (request) =>
    ok(
      await facultyIntroText(
        db,
        {
          studentId: studentOf(request).studentId,
          now: new Date(),
          timeZone,
          language: requestLanguage(request),
        },
        request.query.PageName,
      ),
    ),
  );

  registerCall(app, calls.international.getStudentData, { access: STUDENT }, async (request) => {
    const data = await internationalStudentData(db, studentOf(request).studentId, new Date());
    if (!data) throw new PortalHttpError(401, say('auth.signIn'));
    return ok(data);
  });

  registerCall(app, calls.international.getAppliedPrograms, { access: STUDENT }, async (request) =>
    ok(await studentApplications(db, studentOf(request).studentId, new Date())),
  );

  registerCall(app, calls.international.getStudentProgram, { access: STUDENT }, async (request) => {
    const scope = { studentId: studentOf(request).studentId };
    const detail = await applicationDetailById(db, request.query.ApplicationId, scope);
    return detail ? ok(detail) : refusal('404', notFound(), requestLanguage(request));
  });

  registerCall(app, calls.international.getAppliedSemesters, { access: STUDENT }, async (request) => {
    const program = await programOnOffer(request.query.ProgramId);
    if (!program) return refusal('404', say('international.programNotFound'), requestLanguage(request));
    return ok(await appliedSemesters(db, program.id));
  });

  registerCall(app, calls.international.getAppliedUniversities, { access: STUDENT }, async (request) => {
    const program = await programOnOffer(request.query.ProgramId);
    if (!program) return refusal('404', say('international.programNotFound'), requestLanguage(request));
    return ok(await appliedUniversities(db, program.id, request.query.TermId));
  });

  registerCall(app, calls.international.getDocuments, { access: STUDENT }, async (request) => {
    const mode = modeOfId(request.query.ModeId);
    return ok(mode === undefined ? [] : await modeChecklist(db, mode));
  });

  // Applying and answering are the student's own acts: refused while staff act as the student.
  const own = { access: STUDENT, refusedWhileImpersonating: true } as const;

  registerCall(app, calls.international.saveStudentProgram, own, async (request) => {
    const studentId = studentOf(request).studentId;
    const outcome = await saveStudentProgram(db, write(studentId), request.body);
    if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
    const detail = await applicationDetailById(db, outcome.value, { studentId });
    return detail ? ok(detail) : refusal('404', notFound(), requestLanguage(request));
  });

  registerCall(app, calls.international.updateStudentProgram, own, async (request) => {
    const studentId = studentOf(request).studentId;
    const outcome = await updateStudentProgram(db, write(studentId), request.body);
    if (outcome.kind === 'refused') return refusalOf(outcome, requestLanguage(request));
    const detail = await applicationDetailById(db, outcome.value, { studentId });
    return detail ? ok(detail) : refusal('404', notFound(), requestLanguage(request));
  });

  registerCall(app, calls.international.uploadFiles, own, async (request) => {
    const outcome = await uploadApplicationFiles(app, request, write(studentOf(request).studentId));
    return outcome.kind === 'refused' ? refusalOf(outcome, requestLanguage(request)) : ok(outcome.value);
  });

  registerCall(
    app,
    calls.international.getDocumentParsedBytes,
    { access: STUDENT },
    async (request, reply) => {
      const document = await documentOfStudent(db, studentOf(request).studentId, request.body.DocumentId);
      if (!document) throw new PortalHttpError(404, say('international.documentNotFound'));
      return sendStoredFile(reply, app.files, {
        key: document.fileKey,
        mediaType: document.mediaType,
        downloadName: document.originalName,
      });
    },
  );
};
