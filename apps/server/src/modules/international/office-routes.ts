import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf, refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { sendStoredFile } from '../../platform/storage/send-stored-file.js';
import { nominationsCsv } from './nominations.js';
import { INTERNATIONAL_OFFICE } from './office-access.js';
import { actOnApplication } from './office-acts.js';
import { auditOfficeAct } from './office-audit.js';
import { applicationsPage, officeDocument, programExists } from './office-queries.js';
import { reviewApplicationDocument } from './office-review.js';
import { officeApplicationRows, officeApplicationView } from './office-views.js';
import { programRoutes } from './program-routes.js';

/** The international office's back office (/api/InternationalOffice/*): every write audited, refusals too. */
export const internationalOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const scale = app.config.gradeScale;

  registerCall(
    app,
    calls.internationalOffice.getApplications,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { ProgramId, State, Search, Page, PageSize } = request.query;
      if (!(await programExists(db, ProgramId)))
        return refusalOf(
          refused('404', say('international.office.programNotFound')),
          requestLanguage(request),
        );
      const filters = {
        programId: ProgramId,
        ...(State ? { state: State } : {}),
        ...(Search ? { search: Search } : {}),
      };
      const { items, total } = await applicationsPage(db, filters, (Page - 1) * PageSize, PageSize);
      return ok({
        Items: await officeApplicationRows(db, items, scale, new Date()),
        Total: total,
        Page,
        PageSize,
      });
    },
  );

  registerCall(
    app,
    calls.internationalOffice.getApplication,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const application = await officeApplicationView(db, request.query.ApplicationId, scale, new Date());
      if (!application)
        return refusalOf(
          refused('404', say('international.office.applicationNotFound')),
          requestLanguage(request),
        );
      return ok(application);
    },
  );

  registerCall(
    app,
    calls.internationalOffice.getApplicationDocument,
    { access: INTERNATIONAL_OFFICE },
    async (request, reply) => {
      const document = await officeDocument(db, request.query.DocumentId);
      if (!document) throw new PortalHttpError(404, say('international.office.documentNotFound'));
      // Who opened which student's file: applications carry passports and transcripts.
      await auditOfficeAct(db, request, {
        action: 'intl-document-opened',
        outcome: 'success',
        studentId: document.studentId,
        target: `international application ${String(document.applicationId)} document ${String(document.id)}`,
        details: { requirement: document.requirementCode },
      });
      return sendStoredFile(reply, app.files, {
        key: document.fileKey,
        mediaType: document.mediaType,
        downloadName: document.originalName,
      });
    },
  );

  registerCall(
    app,
    calls.internationalOffice.reviewApplicationDocument,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { DocumentId, Decision, Note, Version } = request.body;
      const now = new Date();
      const outcome = await reviewApplicationDocument(
        db,
        {
          documentId: DocumentId,
          decision: Decision,
          note: Note,
          version: Version,
          staffId: staffOf(request).staffId,
        },
        now,
      );
      await auditOfficeAct(db, request, {
        action: `intl-document-${Decision}`,
        outcome: outcome.kind === 'reviewed' ? 'success' : 'refused',
        studentId: outcome.studentId,
        target: `international document ${String(DocumentId)}`,
        details:
          outcome.kind === 'reviewed'
            ? {
                applicationId: outcome.applicationId,
                requirement: outcome.requirementCode,
                note: Note ?? null,
              }
            : { version: Version, refusal: inEnglish(outcome.message) },
      });
      if (outcome.kind !== 'reviewed') return refusalOf(outcome, requestLanguage(request));
      return ok(await viewOf(outcome.applicationId, now));
    },
  );

  registerCall(
    app,
    calls.internationalOffice.actOnApplication,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { ApplicationId, Action, Note, Version } = request.body;
      const now = new Date();
      const outcome = await actOnApplication(
        db,
        {
          applicationId: ApplicationId,
          action: Action,
          note: Note,
          version: Version,
          staffId: staffOf(request).staffId,
        },
        now,
        app.events,
      );
      await auditOfficeAct(db, request, {
        action: `intl-application-${Action}`,
        outcome: outcome.kind === 'acted' ? 'success' : 'refused',
        studentId: outcome.studentId,
        target: `international application ${String(ApplicationId)}`,
        details:
          outcome.kind === 'acted'
            ? { from: outcome.from, to: outcome.to, note: outcome.note }
            : { version: Version, refusal: inEnglish(outcome.message) },
      });
      if (outcome.kind !== 'acted') return refusalOf(outcome, requestLanguage(request));
      return ok(await viewOf(ApplicationId, now));
    },
  );

  registerCall(
    app,
    calls.internationalOffice.getNominations,
    { access: INTERNATIONAL_OFFICE },
    async (request, reply) => {
      const { ProgramId, TermId } = request.query;
      const { csv, rows } = await nominationsCsv(
        db,
        { programId: ProgramId, termId: TermId },
        scale,
        new Date(),
      );
      // Names, emails and GPAs leave the portal in this file: who took which list is kept.
      await auditOfficeAct(db, request, {
        action: 'intl-nominations-exported',
        outcome: 'success',
        target: `international program ${String(ProgramId)} term ${String(TermId)}`,
        details: { rows },
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="nominations-${String(ProgramId)}-${String(TermId)}.csv"`,
        )
        .send(csv);
    },
  );

  async function viewOf(applicationId: number, now: Date) {
    const application = await officeApplicationView(db, applicationId, scale, now);
    if (!application) throw new Error(`Application ${String(applicationId)} vanished after an office write`);
    return application;
  }

  await app.register(programRoutes);
};
