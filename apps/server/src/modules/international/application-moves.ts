import type { ApplicationState } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { APPLICATION_MOVES, applicationMoveTarget, type ApplicationMove } from './application-states.js';
import { intlApplicationActions, intlApplications, type IntlApplicationRow } from './schema.js';

/** Who moves an application: the student (their own only), a staff member of the office, or the portal. */
export type ApplicationActor =
  { kind: 'student'; studentId: number } | { kind: 'office'; staffId: number } | { kind: 'portal' };

export interface ApplicationMoveAsked {
  applicationId: number;
  move: ApplicationMove;
  actor: ApplicationActor;
  /** The version the actor saw; null for the portal's own moves (a round, an expiry), made under the row lock. */
  version: number | null;
  note?: string;
  /** Columns the move sets with the state (a round's partner and offer expiry, a ranking's place). */
  with?: Partial<
    Pick<
      IntlApplicationRow,
      'allocatedPartnerId' | 'offerExpiresAt' | 'rankPlace' | 'rankedGpa' | 'submittedAt'
    >
  >;
}

export type ApplicationMoveOutcome =
  | { kind: 'moved'; application: IntlApplicationRow; from: ApplicationState; to: ApplicationState }
  | Refused<'403' | '404' | '409' | '422'>;

const NOTE_NEEDED: readonly ApplicationMove[] = ['return', 'partner-refused'];

/**
 * The one way an application changes state: locks the row (scoped to the student when the student acts),
 * checks the move against APPLICATION_MOVES and the version the actor saw, then writes the state and the
 * log entry in the caller's transaction. A refusal writes nothing. Telling the student is the caller's.
 */
export async function moveApplication(
  tx: Transaction,
  asked: ApplicationMoveAsked,
  now: Date,
): Promise<ApplicationMoveOutcome> {
  const scope =
    asked.actor.kind === 'student'
      ? and(
          eq(intlApplications.id, asked.applicationId),
          eq(intlApplications.studentId, asked.actor.studentId),
        )
      : eq(intlApplications.id, asked.applicationId);
  const [application] = await tx.select().from(intlApplications).where(scope).for('update');
  if (!application) return refused('404', say('international.applicationNotFound'));
  const rule = APPLICATION_MOVES[asked.move];
  if (rule.by !== asked.actor.kind) return refused('403', say('international.moveNotYours'));
  if (asked.version !== null && asked.version !== application.version)
    return refused('409', say('international.changedMeanwhile'));
  const target = applicationMoveTarget(asked.move, application.state);
  if (target === null)
    return refused(
      '409',
      say('international.moveNotAllowed', { state: say(`international.state.${application.state}`) }),
    );
  const note = asked.note?.trim() ?? '';
  if (NOTE_NEEDED.includes(asked.move) && note === '') return refused('422', say('international.noteNeeded'));

  const [moved] = await tx
    .update(intlApplications)
    .set({
      state: target,
      ...asked.with,
      ...(asked.move === 'submit' ? { submittedAt: now, officeNote: null } : {}),
      ...(NOTE_NEEDED.includes(asked.move) ? { officeNote: note } : {}),
      version: sql`${intlApplications.version} + 1`,
      updatedAt: now,
    })
    .where(eq(intlApplications.id, application.id))
    .returning();
  if (!moved) throw new Error(`Application ${String(application.id)} vanished under its lock`);
  await tx.insert(intlApplicationActions).values({
    applicationId: application.id,
    at: now,
    action: asked.move,
    actor: asked.actor.kind,
    staffId: asked.actor.kind === 'office' ? asked.actor.staffId : null,
    fromState: application.state,
    toState: target,
    comment: note === '' ? null : note,
  });
  return { kind: 'moved', application: moved, from: application.state, to: target };
}
