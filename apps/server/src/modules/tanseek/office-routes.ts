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
import { PLACEMENT_OFFICE } from './office-access.js';
import { closeRound, saveRound } from './office-rounds.js';
import { officeRoundView, officeRounds } from './office-views.js';
import { previewRound, publishRound, type MajorChange } from './placement-run.js';
import { roundWithTerm } from './queries.js';
import { resultsCsv } from './results-csv.js';

/** The placement office's calls (/api/PlacementOffice/…): rounds, their allocation and publication. */
export const placementOfficeRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const access = { access: PLACEMENT_OFFICE };

  /** One audit line under the clerk for a round's write (refusals too); the round's view, or the refusal. */
  async function answer(
    request: FastifyRequest,
    action: string,
    outcome: { kind: 'done'; roundId: number; changes?: MajorChange[] } | Refused,
    roundId: number | undefined,
  ) {
    const staff = staffOf(request);
    const done = outcome.kind === 'done';
    await recordAudit(db, request, {
      action,
      outcome: done ? 'success' : 'refused',
      staffMemberId: staff.staffId,
      actorLabel: staff.email,
      target: `tanseek round ${String(done ? outcome.roundId : (roundId ?? 'new'))}`,
      details: done
        ? { majorsChanged: outcome.changes?.length ?? 0 }
        : { refusal: inEnglish(outcome.message) },
    });
    if (!done) return refusalOf(outcome, requestLanguage(request));
    // Each changed major is in the student's own history too.
    for (const change of outcome.changes ?? [])
      await recordAudit(db, request, {
        action: 'tanseek-major-changed',
        outcome: 'success',
        staffMemberId: staff.staffId,
        studentId: change.studentId,
        actorLabel: staff.email,
        target: `tanseek round ${String(outcome.roundId)}`,
        details: { fromProgramId: change.fromProgramId, toProgramId: change.toProgramId },
      });
    const found = await roundWithTerm(db, outcome.roundId);
    if (!found) throw new Error(`Round ${String(outcome.roundId)} vanished after a write`);
    return ok(await officeRoundView(db, found));
  }

  registerCall(app, calls.placementOffice.getRounds, access, async () => ok(await officeRounds(db)));

  registerCall(app, calls.placementOffice.saveRound, access, async (request) =>
    answer(
      request,
      'tanseek-round-saved',
      await saveRound(db, request.body, new Date()),
      request.body.RoundId,
    ),
  );

  registerCall(app, calls.placementOffice.closeRound, access, async (request) => {
    const { RoundId } = request.body;
    return answer(request, 'tanseek-round-closed', await closeRound(db, RoundId, new Date()), RoundId);
  });

  registerCall(app, calls.placementOffice.previewRound, access, async (request) => {
    const { RoundId } = request.body;
    const run = { now: new Date(), scale: app.config.gradeScale };
    return answer(request, 'tanseek-round-previewed', await previewRound(db, RoundId, run), RoundId);
  });

  registerCall(app, calls.placementOffice.publishRound, access, async (request) => {
    const { RoundId } = request.body;
    const run = { now: new Date(), staffId: staffOf(request).staffId };
    return answer(request, 'tanseek-round-published', await publishRound(db, RoundId, run), RoundId);
  });

  registerCall(app, calls.placementOffice.getResults, access, async (request, reply) => {
    const { RoundId } = request.query;
    const found = await roundWithTerm(db, RoundId);
    if (!found || found.round.previewedAt === null)
      throw new PortalHttpError(404, say('tanseek.roundNotFound'));
    const { csv, rows } = await resultsCsv(db, RoundId);
    // Names and GPAs leave the portal in this file: who took which list is kept.
    await recordAudit(db, request, {
      action: 'tanseek-results-exported',
      outcome: 'success',
      staffMemberId: staffOf(request).staffId,
      actorLabel: staffOf(request).email,
      target: `tanseek round ${String(RoundId)}`,
      details: { rows },
    });
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="tanseek-round-${String(RoundId)}.csv"`)
      .send(csv);
  });
};
