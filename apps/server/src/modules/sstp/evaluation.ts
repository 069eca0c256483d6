import type { RecordTrainingEvaluationBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { refusable, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { recordTrainingPass } from '../transcript/service.js';
import { applicationMoveTo } from './application-states.js';
import { logApplication, programById } from './queries.js';
import { lockApplication, lockCycle, updateApplication } from './office-queries.js';
import { applicationStateName } from './state-names.js';

export type EvaluationOutcome =
  | {
      kind: 'done';
      applicationId: number;
      cycleId: number;
      studentId: number;
      /** The transcript's TRN 300 registration a pass wrote; null for a fail. */
      credit: { registrationId: number; credits: number } | null;
    }
  | Refused;

/**
 * RecordEvaluation: the organisation's evaluation of a confirmed training. A pass puts the program's credits on
 * the student's transcript (TRN 300, grade P, in the cycle's term) through the transcript's service, in the same
 * transaction; a fail records the evaluation only. Once: the application leaves `confirmed`.
 */
export async function recordEvaluation(
  db: Database,
  body: RecordTrainingEvaluationBody,
  run: { now: Date; staffId: number },
): Promise<EvaluationOutcome> {
  const outcome = await refusable(() =>
    db.transaction(async (tx) => {
      const application = await lockApplication(tx, body.ApplicationId);
      if (!application) throw new RefusedInTransaction('404', say('sstp.office.applicationNotFound'));
      const to = applicationMoveTo(application.state, body.Result === 'passed' ? 'pass' : 'fail');
      if (to === null)
        throw new RefusedInTransaction(
          '409',
          say('sstp.office.evaluateRefused', { state: applicationStateName(application.state) }),
        );
      let credit: { registrationId: number; credits: number } | null = null;
      if (to === 'passed') {
        const [program, cycle] = await Promise.all([
          programById(tx, application.programId),
          lockCycle(tx, application.cycleId),
        ]);
        if (!program || !cycle)
          throw new Error(`Application ${String(application.id)} lost its program or cycle`);
        const pass = await recordTrainingPass(tx, {
          studentId: application.studentId,
          termId: cycle.termId,
          credits: program.credits,
          facultyId: program.facultyId,
          now: run.now,
        });
        if (pass.kind === 'credits-differ')
          throw new RefusedInTransaction(
            '409',
            say('sstp.office.creditsDiffer', { course: pass.courseCredits, program: program.credits }),
          );
        credit = { registrationId: pass.registrationId, credits: program.credits };
      }
      await updateApplication(tx, application.id, {
        state: to,
        score: body.Score,
        evaluationComment: body.Comment,
        evaluatedAt: run.now,
        evaluatedByStaffId: run.staffId,
        updatedAt: run.now,
      });
      await logApplication(tx, {
        applicationId: application.id,
        action: to === 'passed' ? 'pass' : 'fail',
        state: to,
        at: run.now,
      });
      return {
        applicationId: application.id,
        cycleId: application.cycleId,
        studentId: application.studentId,
        credit,
      };
    }),
  );
  return outcome.kind === 'refused' ? outcome : { kind: 'done', ...outcome.value };
}
