import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { calls } from '@portal/contract/calls';
import { staffOf } from '../../../platform/auth/authenticate.js';
import type { RouteAccess } from '../../../platform/http/access.js';
import { registerCall } from '../../../platform/http/call-route.js';
import { ok } from '../../../platform/http/envelope.js';
import { refusalOf } from '../../../platform/http/refused.js';
import { requestLanguage } from '../../../platform/i18n/language.js';
import { inEnglish } from '../../../platform/i18n/words.js';
import { recordAudit } from '../../audit/service.js';
import { financePlans, saveInstallmentPlan } from './plan-editor.js';

const FINANCE: RouteAccess = { kind: 'staff', roles: ['finance'] };

/** Finance's editor of the installment plans each term offers (issue 23: plans configured per term). */
export const financePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  registerCall(app, calls.finance.getInstallmentPlans, { access: FINANCE }, async (request) =>
    ok({ Plans: await financePlans(db, request.query.TermId) }),
  );

  registerCall(app, calls.finance.saveInstallmentPlan, { access: FINANCE }, async (request) => {
    const staff = staffOf(request);
    const sent = request.body;
    const outcome = await saveInstallmentPlan(db, sent);
    const done = outcome.kind === 'saved';
    // A repeated create changed nothing: the first one is already in the log.
    if (!done || !outcome.repeated)
      await recordAudit(db, request, {
        action: 'finance-installment-plan',
        outcome: done ? 'success' : 'refused',
        staffMemberId: staff.staffId,
        studentId: null,
        actorLabel: staff.email,
        target: `term ${String(sent.TermId)} plan ${sent.Code}`,
        details: done
          ? { planId: outcome.plan.PlanId, created: outcome.created, parts: outcome.plan.Parts }
          : { planId: sent.PlanId ?? null, refusal: inEnglish(outcome.message) },
      });
    if (!done) return refusalOf(outcome, requestLanguage(request));
    return ok(outcome.plan);
  });
};
