import type { updateStudentProgramBody } from '@portal/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../platform/db/client.js';
import { refusable } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { checklistRefusal } from './application-checklist.js';
import { moveApplication } from './application-moves.js';
import { applicationMoveTarget, type ApplicationMove } from './application-states.js';
import type { ApplicantFacts } from './applicant-facts.js';
import { applicantRefusal, windowRefusal } from './eligibility.js';
import type { IntlApplicationRow, IntlProgramRow } from './schema.js';
import { lockedApplicant, refuse, type StudentWrite } from './student-applications.js';
import {
  applicationOfStudent,
  documentsOfApplication,
  lockProgram,
  modeChecklist,
  placesLeft,
  programById,
} from './student-queries.js';
import { tellApplicationMove } from './tell-student.js';

/**
 * Submitting: the student still eligible, a draft inside the window (an application the office returned may be
 * corrected after it), a ranked program's choice made, and the mode's checklist answered.
 */
async function submitRefusal(
  tx: Transaction,
  write: StudentWrite,
  facts: ApplicantFacts,
  application: IntlApplicationRow,
  program: IntlProgramRow,
): Promise<Said | null> {
  const reason =
    applicantRefusal(program, facts) ??
    (application.state === 'draft' ? windowRefusal(program, write.now, write.timeZone) : null);
  if (reason) return reason;
  if (program.selection === 'ranked' && application.partnerIds.length === 0)
    return say('international.noChoice');
  return checklistRefusal(
    await modeChecklist(tx, program.mode),
    await documentsOfApplication(tx, write.studentId, application.id),
  );
}

/**
 * An `open` program (a conference) gives a submitted application a place at once while its term has one; the
 * program's row is locked first so two students' submits cannot both take the last place.
 */
async function takePlaceIfAny(tx: Transaction, write: StudentWrite, application: IntlApplicationRow) {
  await lockProgram(tx, application.programId);
  if ((await placesLeft(tx, application.programId, application.termId)) <= 0) return null;
  const outcome = await moveApplication(
    tx,
    { applicationId: application.id, move: 'take-place', actor: { kind: 'portal' }, version: null },
    write.now,
  );
  if (outcome.kind === 'refused') refuse(outcome.status, outcome.message);
  return outcome.application;
}

/**
 * UpdateStudentProgram: submit (or resubmit after a return), accept or decline an offer, or withdraw, with the
 * version the student saw. Every check passes before anything is written; the move, an open program's place and
 * the student's message commit together. Answers the application's id.
 */
export function updateStudentProgram(
  db: Database,
  write: StudentWrite,
  body: z.output<typeof updateStudentProgramBody>,
) {
  return refusable(() =>
    db.transaction(async (tx) => {
      const facts = await lockedApplicant(tx, write);
      const application = await applicationOfStudent(tx, write.studentId, body.ApplicationId);
      if (!application) return refuse('404', say('international.applicationNotFound'));
      const program = await programById(tx, application.programId);
      if (!program) throw new Error(`Application ${String(application.id)} has no program`);
      const allowed =
        application.version === body.Version &&
        applicationMoveTarget(body.Action, application.state) !== null;
      if (allowed && body.Action === 'submit') {
        const reason = await submitRefusal(tx, write, facts, application, program);
        if (reason) refuse('422', reason);
      }
      const expiresAt = application.offerExpiresAt;
      if (allowed && body.Action === 'accept-offer' && expiresAt !== null && expiresAt <= write.now)
        refuse('409', say('international.offerExpired', { at: { at: expiresAt, timeZone: write.timeZone } }));
      const outcome = await moveApplication(
        tx,
        {
          applicationId: application.id,
          move: body.Action,
          actor: { kind: 'student', studentId: write.studentId },
          version: body.Version,
        },
        write.now,
      );
      if (outcome.kind === 'refused') return refuse(outcome.status, outcome.message);
      let told: { application: IntlApplicationRow; move: ApplicationMove } = {
        application: outcome.application,
        move: body.Action,
      };
      if (body.Action === 'submit' && program.selection === 'open') {
        const placed = await takePlaceIfAny(tx, write, outcome.application);
        if (placed) told = { application: placed, move: 'take-place' };
      }
      await tellApplicationMove(tx, write.events, { ...told, program });
      return application.id;
    }),
  );
}
