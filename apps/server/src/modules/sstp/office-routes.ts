import { calls } from '@portal/contract/calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { PortalHttpError } from '../../platform/http/http-error.js';
import { refusalOf, type Refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { recordAudit } from '../audit/service.js';
import { previewCycle, publishCycle } from './allocation-run.js';
import { assignmentsCsv } from './assignments-csv.js';
import { recordEvaluation } from './evaluation.js';
import { TRAINING_OFFICE } from './office-access.js';
import { closeCycle, saveCycle } from './office-cycles.js';
import { cycleApplications } from './office-queries.js';
import { officeCycleView, officeCycles, trainingApplicationView } from './office-views.js';
import { cycleWithTerm } from './queries.js';

/** The training office's calls (/api/TrainingOffice/…): cycles, their allocation, publication and evaluations. */
export const trainingOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { access: TRAINING_OFFICE };

  /** One audit line under the clerk for a write (refusals too), with what it was about. */
  async function audit(
    request: FastifyRequest,
    action: string,
    outcome: { kind: 'done' } | Refused,
    target: string,
    details: Record<string, unknown> = {},
  ) {
    const staff = staffOf(request);
    await recordAudit(db, request, {
      action,
      outcome: outcome.kind === 'done' ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target,
      details: outcome.kind === 'done' ? details : { refusal: inEnglish(outcome.message) },
    });
  }

  /** A cycle's write: audited; the cycle's view, or the refusal. */
  async function answer(
    request: FastifyRequest,
    action: string,
    outcome: { kind: 'done'; cycleId: number; told?: number } | Refused,
    cycleId: number | undefined,
  ) {
    const done = outcome.kind === 'done';
    const target = `sstp cycle ${String(done ? outcome.cycleId : (cycleId ?? 'new'))}`;
    await audit(request, action, outcome, target, done ? { studentsTold: outcome.told ?? 0 } : {});
    if (!done) return refusalOf(outcome, requestLanguage(request));
    const found = await cycleWithTerm(db, outcome.cycleId);
    if (!found) throw new Error(`Cycle ${String(outcome.cycleId)} vanished after a write`);
    return ok(await officeCycleView(db, found));
  }

  /** The cycle asked about, or 404. */
  async function cycleOrNotFound(cycleId: number) {
    const found = await cycleWithTerm(db, cycleId);
    if (!found) throw new PortalHttpError(404, say('sstp.cycleNotFound'));
    return found;
  }

  registerCall(app, calls.trainingOffice.getCycles, access, async () => ok(await officeCycles(db)));

  registerCall(app, calls.trainingOffice.saveCycle, access, async (request) =>
    answer(request, 'sstp-cycle-saved', await saveCycle(db, request.body, new Date()), request.body.CycleId),
  );

  registerCall(app, calls.trainingOffice.closeCycle, access, async (request) => {
    const { CycleId } = request.body;
    return answer(request, 'sstp-cycle-closed', await closeCycle(db, CycleId, new Date()), CycleId);
  });

  registerCall(app, calls.trainingOffice.previewCycle, access, async (request) => {
    const { CycleId } = request.body;
    const run = { now: new Date(), scale: app.config.gradeScale };
    return answer(request, 'sstp-cycle-previewed', await previewCycle(db, CycleId, run), CycleId);
  });

  registerCall(app, calls.trainingOffice.publishCycle, access, async (request) => {
    const { CycleId } = request.body;
    const run = { now: new Date(), staffId: staffOf(request).staffId, events: app.events };
    return answer(request, 'sstp-cycle-published', await publishCycle(db, CycleId, run), CycleId);
  });

  registerCall(app, calls.trainingOffice.getApplications, access, async (request) => {
    const found = await cycleOrNotFound(request.query.CycleId);
    const rows = await cycleApplications(db, found.cycle.id);
    return ok({ Applications: rows.map(trainingApplicationView) });
  });

  registerCall(app, calls.trainingOffice.recordEvaluation, access, async (request) => {
    const staff = staffOf(request);
    const { ApplicationId, Result, Score } = request.body;
    const outcome = await recordEvaluation(db, request.body, { now: new Date(), staffId: staff.staffId });
    const target = `sstp application ${String(ApplicationId)}`;
    await audit(request, 'sstp-evaluation-recorded', outcome, target, { result: Result, score: Score });
    if (outcome.kind !== 'done') return refusalOf(outcome, requestLanguage(request));
    // The credits on the transcript are the student's history too.
    if (outcome.credit)
      await recordAudit(db, request, {
        action: 'sstp-training-credited',
        outcome: 'success',
        staffMemberId: staff.staffId,
        studentId: outcome.studentId,
        actorLabel: staff.email,
        target,
        details: { registrationId: outcome.credit.registrationId, credits: outcome.credit.credits },
      });
    const [row] = await cycleApplications(db, outcome.cycleId, outcome.applicationId);
    if (!row) throw new Error(`Application ${String(outcome.applicationId)} vanished after its evaluation`);
    return ok(trainingApplicationView(row));
  });

  registerCall(app, calls.trainingOffice.getAssignments, access, async (request, reply) => {
    const found = await cycleOrNotFound(request.query.CycleId);
    if (found.cycle.previewedAt === null) throw new PortalHttpError(404, say('sstp.cycleNotFound'));
    const { csv, rows } = await assignmentsCsv(db, found.cycle.id);
    // Names and GPAs leave the portal in this file: who took which list is kept.
    await recordAudit(db, request, {
      action: 'sstp-assignments-exported',
      outcome: 'success',
      staffMemberId: staffOf(request).staffId,
      actorLabel: staffOf(request).email,
      target: `sstp cycle ${String(found.cycle.id)}`,
      details: { rows },
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="sstp-cycle-${String(found.cycle.id)}.csv"`)
      .send(csv);
  });
};
