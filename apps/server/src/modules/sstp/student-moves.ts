import type { SstpStudentAction } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { RefusedInTransaction } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { APPLICATION_MOVES, applicationMoveTo, WHILE_OPEN } from './application-states.js';
import { ineligibility, saveWindowRefusal } from './eligibility.js';
import {
  cycleStateShared,
  cycleWithTerm,
  levelById,
  logApplication,
  studentApplicationById,
  studentFacts,
  updateStudentApplication,
} from './queries.js';
import { applicationStateName } from './state-names.js';

const REFUSALS = {
  submit: 'sstp.submitRefused',
  withdraw: 'sstp.withdrawRefused',
  confirm: 'sstp.confirmRefused',
  decline: 'sstp.declineRefused',
} as const satisfies Record<SstpStudentAction, string>;

/**
 * The student's move of their own application, in one transaction with it locked: a state it is already in
 * changes nothing; submitting and withdrawing need the cycle taking applications (read share-locked, so a close
 * comes before or after), and submitting an eligible student; every move as application-states.ts allows.
 * Answers the application's cycle; throws RefusedInTransaction to roll back.
 */
export async function moveApplication(
  db: Database,
  read: { studentId: number; now: Date; timeZone: string },
  asked: { applicationId: number; action: SstpStudentAction },
): Promise<number> {
  return db.transaction(async (tx) => {
    const application = await studentApplicationById(tx, read.studentId, asked.applicationId, true);
    if (!application) throw new RefusedInTransaction('404', say('sstp.applicationNotFound'));
    if (application.state === APPLICATION_MOVES[asked.action].to) return application.cycleId;
    const to = applicationMoveTo(application.state, asked.action);
    if (to === null)
      throw new RefusedInTransaction(
        '409',
        say(REFUSALS[asked.action], { state: applicationStateName(application.state) }),
      );
    if (WHILE_OPEN.includes(asked.action)) {
      const found = await cycleWithTerm(tx, application.cycleId);
      const state = await cycleStateShared(tx, application.cycleId);
      if (!found || !state) throw new RefusedInTransaction('404', say('sstp.cycleNotFound'));
      const closed = saveWindowRefusal({ ...found.cycle, state }, read.now, read.timeZone);
      if (closed) throw new RefusedInTransaction('409', closed);
    }
    if (asked.action === 'submit') {
      const [facts, level] = await Promise.all([
        studentFacts(tx, read.studentId),
        levelById(tx, application.levelId),
      ]);
      const why = facts && level ? ineligibility(facts, [level]) : say('sstp.levelUnknown');
      if (why) throw new RefusedInTransaction('422', why);
    }
    await updateStudentApplication(tx, read.studentId, application.id, { state: to, updatedAt: read.now });
    await logApplication(tx, {
      applicationId: application.id,
      action: asked.action,
      state: to,
      at: read.now,
    });
    return application.cycleId;
  });
}
