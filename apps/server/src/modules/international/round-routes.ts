import { calls } from '@portal/contract/calls';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffOf } from '../../platform/auth/authenticate.js';
import { registerCall } from '../../platform/http/call-route.js';
import { ok } from '../../platform/http/envelope.js';
import { refusalOf, refused } from '../../platform/http/refused.js';
import { requestLanguage } from '../../platform/i18n/language.js';
import { say } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import { INTERNATIONAL_OFFICE } from './office-access.js';
import { auditOfficeAct } from './office-audit.js';
import { tellApplicationMove } from './tell-student.js';
import { previewRound, publishRound, rankTerm, type RoundOutcome, type RoundWrite } from './rounds.js';
import { termRoundViews } from './round-view.js';

/** Ranking and allocation rounds (/api/InternationalOffice/GetRounds, RankApplicants, PreviewRound, PublishRound). */
export const roundRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;
  const writeBy = (request: FastifyRequest): RoundWrite => ({
    staffId: staffOf(request).staffId,
    now: new Date(),
    timeZone: app.config.UNIVERSITY_TIME_ZONE,
  });

  /** Audits a ranking or a publication (refusals too), tells the students moved, and answers the round. */
  async function answer(request: FastifyRequest, action: string, target: string, outcome: RoundOutcome) {
    await auditOfficeAct(db, request, {
      action,
      outcome: outcome.kind === 'done' ? 'success' : 'refused',
      target,
      details:
        outcome.kind === 'done'
          ? {
              roundId: outcome.round.RoundId,
              number: outcome.round.Number,
              final: outcome.round.Final,
              seed: outcome.round.Seed,
              moves: countMoves(outcome),
            }
          : { refusal: inEnglish(outcome.message) },
    });
    if (outcome.kind !== 'done') return refusalOf(outcome, requestLanguage(request));
    for (const { application, move } of outcome.moved)
      await tellApplicationMove(db, app.events, { application, program: outcome.program, move });
    return ok(outcome.round);
  }

  registerCall(
    app,
    calls.internationalOffice.getRounds,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { ProgramId, TermId } = request.query;
      const rounds = await termRoundViews(db, ProgramId, TermId);
      if (rounds === null) {
        return refusalOf(
          refused('404', say('international.rounds.programNotFound')),
          requestLanguage(request),
        );
      }
      return ok({ Rounds: rounds });
    },
  );

  registerCall(
    app,
    calls.internationalOffice.rankApplicants,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { ProgramId, TermId } = request.body;
      const outcome = await rankTerm(db, { programId: ProgramId, termId: TermId }, writeBy(request));
      return answer(request, 'intl-applicants-ranked', termTarget(ProgramId, TermId), outcome);
    },
  );

  registerCall(
    app,
    calls.internationalOffice.previewRound,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { ProgramId, TermId, Final } = request.body;
      const outcome = await previewRound(
        db,
        { programId: ProgramId, termId: TermId, final: Final },
        writeBy(request),
      );
      if (outcome.kind !== 'done') return refusalOf(outcome, requestLanguage(request));
      // Previewing writes only the draft; the offers it expired are told like any other move.
      for (const { application, move } of outcome.moved)
        await tellApplicationMove(db, app.events, { application, program: outcome.program, move });
      return ok(outcome.round);
    },
  );

  registerCall(
    app,
    calls.internationalOffice.publishRound,
    { access: INTERNATIONAL_OFFICE },
    async (request) => {
      const { RoundId } = request.body;
      const outcome = await publishRound(db, RoundId, writeBy(request));
      return answer(request, 'intl-round-published', `international round ${String(RoundId)}`, outcome);
    },
  );
};

const termTarget = (programId: number, termId: number) =>
  `international program ${String(programId)} term ${String(termId)}`;

/** How many applications each move took: the audit line's summary of a ranking or a round. */
function countMoves(outcome: Extract<RoundOutcome, { kind: 'done' }>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const { move } of outcome.moved) counts[move] = (counts[move] ?? 0) + 1;
  return counts;
}
