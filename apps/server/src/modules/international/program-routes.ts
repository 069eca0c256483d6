import { calls } from '@portal/contract/calls';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { saveModeChecklist } from './mode-checklists.js';
import { INTERNATIONAL_OFFICE } from './office-access.js';
import { auditOfficeAct } from './office-audit.js';
import { savePartner } from './partner-definitions.js';
import { officePrograms } from './program-catalogue.js';
import { saveProgram } from './program-definitions.js';

/** The office's program editor: programs with their seats and plans, partners, each mode's checklist (audited). */
export const programRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.internationalOffice.getPrograms, { access: INTERNATIONAL_OFFICE }, async () =>
    ok(await officePrograms(db, new Date())),
  );

  registerCall(
    app,
    calls.internationalOffice.saveProgram,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const definition = request.body;
      const outcome = await saveProgram(db, definition, staffOf(request).staffId, new Date());
      await auditOfficeAct(db, request, {
        action: definition.ProgramId === undefined ? 'intl-program-created' : 'intl-program-changed',
        outcome: outcome.kind === 'saved' ? 'success' : 'refused',
        target: `international program ${definition.Code}`,
        details:
          outcome.kind === 'saved'
            ? { programId: outcome.program.ProgramId, changed: changedParts(outcome.before, outcome.program) }
            : { refusal: inEnglish(outcome.message) },
      });
      if (outcome.kind !== 'saved') return refusalOf(outcome, requestLanguage(request));
      return ok({ ProgramId: outcome.program.ProgramId });
    },
  );

  registerCall(
    app,
    calls.internationalOffice.savePartner,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const partner = request.body;
      const outcome = await savePartner(db, partner, new Date());
      await auditOfficeAct(db, request, {
        action: partner.PartnerId === undefined ? 'intl-partner-created' : 'intl-partner-changed',
        outcome: outcome.kind === 'saved' ? 'success' : 'refused',
        target: `international partner ${partner.Code}`,
        details:
          outcome.kind === 'saved'
            ? { partnerId: outcome.partner.PartnerId }
            : { refusal: inEnglish(outcome.message) },
      });
      if (outcome.kind !== 'saved') return refusalOf(outcome, requestLanguage(request));
      return ok({ PartnerId: outcome.partner.PartnerId });
    },
  );

  registerCall(
    app,
    calls.internationalOffice.saveModeDocuments,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { Mode, Documents } = request.body;
      const outcome = await saveModeChecklist(db, Mode, Documents, app.config.UPLOAD_MAX_BYTES, new Date());
      await auditOfficeAct(db, request, {
        action: 'intl-mode-documents-changed',
        outcome: outcome.kind === 'saved' ? 'success' : 'refused',
        target: `international mode ${Mode}`,
        details:
          outcome.kind === 'saved'
            ? {
                before: outcome.before?.map((one) => one.Code) ?? [],
                after: Documents.map((one) => one.Code),
              }
            : { refusal: inEnglish(outcome.message) },
      });
      if (outcome.kind !== 'saved') return refusalOf(outcome, requestLanguage(request));
      return ok({ Mode });
    },
  );
};

/** The parts of a program a change touched, for the audit entry (the whole program would be noise). */
function changedParts(before: object | null, after: object): string[] {
  if (before === null) return ['created'];
  const old = new Map(Object.entries(before));
  return Object.entries(after)
    .filter(([key, value]) => JSON.stringify(old.get(key)) !== JSON.stringify(value))
    .map(([key]) => key);
}
