import type { saveStudentProgramBody } from '@portal/contract';
import type { z } from 'zod';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { RefusedInTransaction, refusable } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { lockStudent } from '../registration/student-lock.js';
import { applicantFacts } from './applicant-facts.js';
import { applicantRefusal, notEligibleReason } from './eligibility.js';
import type { IntlApplicationRow, IntlProgramRow } from './schema.js';
import {
  applicationByKey,
  applicationOfStudent,
  applicationsToPrograms,
  changeChoices,
  insertApplication,
  partnersWithSeats,
  programById,
} from './student-queries.js';

/** What a student's write needs besides the student: the clock, the university's zone, the event bus. */
export interface StudentWrite {
  studentId: number;
  now: Date;
  timeZone: string;
  events?: EventBus;
}

export function refuse(status: '403' | '404' | '409' | '422', message: Said): never {
  throw new RefusedInTransaction(status, message);
}

/** The student's facts as the rules read them, under their lock. */
export async function lockedApplicant(tx: Transaction, write: StudentWrite) {
  await lockStudent(tx, write.studentId);
  const facts = await applicantFacts(tx, write.studentId, { now: write.now });
  if (!facts) throw new Error(`No student ${String(write.studentId)}`);
  return facts;
}

/** The term and ranked partners asked for: the term offered, each partner seated in it once, no more than allowed. */
async function checkChoices(tx: Transaction, program: IntlProgramRow, termId: number, partnerIds: number[]) {
  const seated = await partnersWithSeats(tx, program.id, termId);
  if (seated.length === 0) refuse('422', say('international.termNotOffered'));
  if (new Set(partnerIds).size !== partnerIds.length) refuse('422', say('international.partnerTwice'));
  if (partnerIds.length > program.maxChoices)
    refuse('422', say('international.tooManyChoices', { max: program.maxChoices }));
  if (partnerIds.some((partnerId) => !seated.some((row) => row.partner.id === partnerId)))
    refuse('422', say('international.partnerNotInProgram'));
}

/** The application being changed: the student's own, of this program, still a draft or returned to them. */
async function changeable(tx: Transaction, write: StudentWrite, applicationId: number, programId: number) {
  const application = await applicationOfStudent(tx, write.studentId, applicationId);
  if (!application || application.programId !== programId)
    refuse('404', say('international.applicationNotFound'));
  if (application.state !== 'draft' && application.state !== 'returned')
    refuse(
      '409',
      say('international.changeNotNow', { state: say(`international.state.${application.state}`) }),
    );
  return application;
}

/**
 * SaveStudentProgram: a new draft, or a draft's (or returned application's) term and ranked partners changed,
 * under the student's lock so a double tap or a second tab waits and then finds what the first made. The same
 * IdempotencyKey answers the draft it made. A draft needs the student eligible and the program open; an
 * application the office returned may be corrected after the closing date (the office asked for it). One
 * application per student and program, a withdrawn one included: a second is refused 409. Answers the id.
 */
export function saveStudentProgram(
  db: Database,
  write: StudentWrite,
  body: z.output<typeof saveStudentProgramBody>,
) {
  return refusable(() =>
    db.transaction(async (tx) => {
      const facts = await lockedApplicant(tx, write);
      if (body.ApplicationId === undefined) {
        const earlier = await applicationByKey(tx, write.studentId, body.IdempotencyKey);
        if (earlier) {
          if (earlier.programId !== body.ProgramId)
            refuse('409', say('international.keyOfAnotherApplication'));
          return earlier.id;
        }
      }
      const program = await programById(tx, body.ProgramId);
      if (!program) return refuse('404', say('international.programNotFound'));
      let application: IntlApplicationRow | undefined;
      if (body.ApplicationId !== undefined)
        application = await changeable(tx, write, body.ApplicationId, program.id);
      const [other] = application ? [] : await applicationsToPrograms(tx, write.studentId, [program.id]);
      const reason =
        application?.state === 'returned'
          ? applicantRefusal(program, facts)
          : notEligibleReason(program, facts, other, write.now, write.timeZone);
      if (reason) refuse(other ? '409' : '422', reason);
      await checkChoices(tx, program, body.TermId, body.PartnerIds);
      const choice = { termId: body.TermId, partnerIds: body.PartnerIds };
      if (application) {
        await changeChoices(tx, application.id, choice, write.now);
        return application.id;
      }
      const created = await insertApplication(tx, {
        studentId: write.studentId,
        programId: program.id,
        ...choice,
        state: 'draft',
        idempotencyKey: body.IdempotencyKey,
        createdAt: write.now,
        updatedAt: write.now,
      });
      return created.id;
    }),
  );
}
