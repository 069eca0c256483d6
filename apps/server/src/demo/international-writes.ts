import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ApplicationState } from '@portal/contract';
import { APPLICATION_MOVES } from '../modules/international/application-states.js';
import {
  intlAllocationRounds,
  intlApplicationActions,
  intlApplications,
} from '../modules/international/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { dayOf, instantOn } from './days.js';
import {
  PUBLISHED_AT_HOUR,
  RANKED_AT_HOUR,
  seededUuid,
  type ApplicationPlanner,
  type PlannedMove,
} from './international-applications.js';

/** Writes the planned applications (with known ids), their logs and the rounds, in one transaction. */
export async function writePlan(
  handle: DatabaseHandle,
  planner: ApplicationPlanner,
  today: Date,
  officeId: number | null,
): Promise<void> {
  const todayDay = dayOf(today);
  const at = (day: number, hour: number, minute = 0) =>
    new Date(instantOn(todayDay + day, hour).getTime() + minute * 60_000);
  const when = (move: PlannedMove) => at(move.day, move.hour, move.minute);
  await handle.db.transaction(async (tx) => {
    if (planner.applications.length === 0) return;
    await tx.insert(intlApplications).values(
      planner.applications.map((planned) => {
        const last = planned.moves.at(-1);
        const submit = planned.moves.findLast((move) => move.move === 'submit');
        const createdAt = at(planned.createdDay, Math.max((planned.moves[0]?.hour ?? 12) - 1, 0));
        return {
          id: planned.id,
          studentId: planned.studentId,
          programId: planned.programId,
          termId: planned.termId,
          state: planned.state,
          partnerIds: planned.partnerIds,
          idempotencyKey: seededUuid(planner.random),
          rankedGpa: planned.rankedGpa,
          rankPlace: planned.rankPlace,
          allocatedPartnerId: planned.allocatedPartnerId,
          offerExpiresAt:
            planned.offerExpiresDay === null ? null : instantOn(todayDay + planned.offerExpiresDay, 21),
          submittedAt: submit ? when(submit) : null,
          officeNote: planned.officeNote,
          version: planned.moves.length,
          createdAt,
          updatedAt: last ? when(last) : createdAt,
        };
      }),
    );
    const actions = planner.applications.flatMap((planned) => {
      let state: ApplicationState = 'draft';
      return planned.moves.map((move) => {
        const rule = APPLICATION_MOVES[move.move];
        const entry = {
          applicationId: planned.id,
          at: when(move),
          action: move.move,
          actor: rule.by,
          staffId: rule.by === 'office' ? officeId : null,
          fromState: state,
          toState: rule.to,
          comment: move.note ?? null,
        };
        state = rule.to;
        return entry;
      });
    });
    if (actions.length > 0) await tx.insert(intlApplicationActions).values(actions);
    if (planner.rounds.length > 0)
      await tx.insert(intlAllocationRounds).values(
        planner.rounds.map((round) => ({
          programId: round.programId,
          termId: round.termId,
          number: 1,
          seed: round.seed,
          final: round.final,
          // A round not yet published is left as RankApplicants leaves it: the office previews it afresh.
          result: round.publishedDay === null ? {} : round.result,
          inputsDigest:
            round.publishedDay === null
              ? ''
              : createHash('sha256').update(JSON.stringify(round.inputs)).digest('hex'),
          publishedAt: round.publishedDay === null ? null : at(round.publishedDay, PUBLISHED_AT_HOUR),
          publishedByStaffId: round.publishedDay === null ? null : officeId,
          createdAt: at(round.publishedDay ?? round.rankDay, RANKED_AT_HOUR, 30),
        })),
      );
    await tx.execute(
      sql.raw(
        `select setval(pg_get_serial_sequence('intl_applications', 'id'), coalesce((select max(id) from intl_applications), 0) + 1, false)`,
      ),
    );
  });
}
