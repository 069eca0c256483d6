import { and, asc, eq, inArray, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { MessageTopic } from '@portal/contract';
import type { Database } from '../../../platform/db/client.js';
import { students } from '../../student/schema.js';
import { takesMessage } from '../preferences/channel-filter.js';
import { messages, pushDeliveries, pushSubscriptions } from '../schema.js';
import type { DeliveryTarget } from './delivery-outcome.js';
import type { PushedMessage } from './payload.js';

/** A transaction or the database. */
type Runner = Pick<Database, 'execute'>;

/**
 * One job per device of every student in the audience (`recipients`, a condition on students) who takes
 * the topic by push, in one INSERT … SELECT: called inside the transaction that writes the message and its
 * recipients, so the jobs exist exactly when the message does. The audience, not the recipient rows: a
 * student who turned the bell off for the topic may still want its pushes.
 */
export async function enqueueDeliveries(
  db: Runner,
  messageId: number,
  topic: MessageTopic,
  recipients: SQL,
): Promise<void> {
  // Raw SQL: drizzle's insert … select wants every column of the table, and the rest have defaults.
  await db.execute(sql`
    insert into ${pushDeliveries} (message_id, subscription_id)
    select ${messageId}::int, device.id
      from ${students}
      join ${pushSubscriptions} device on device.student_id = ${students.id}
     where ${recipients} and ${takesMessage(students.id, topic, 'push')}
    on conflict do nothing`);
}

export interface ClaimedDelivery {
  id: number;
  attempts: number;
  message: PushedMessage;
  target: DeliveryTarget;
}

/**
 * Claims up to `limit` due jobs for `worker`: pending, due, and either never claimed or held under a lease
 * older than `leaseSeconds` (its worker died). SKIP LOCKED lets every instance claim at once without
 * waiting on, or taking, each other's rows.
 */
export async function claimDeliveries(
  db: Database,
  worker: string,
  limit: number,
  leaseSeconds: number,
): Promise<ClaimedDelivery[]> {
  const due = db
    .select({ id: pushDeliveries.id })
    .from(pushDeliveries)
    .where(
      and(
        isNull(pushDeliveries.failedAt),
        lte(pushDeliveries.runAfter, sql`now()`),
        or(
          isNull(pushDeliveries.claimedAt),
          lt(pushDeliveries.claimedAt, sql`now() - make_interval(secs => ${leaseSeconds})`),
        ),
      ),
    )
    .orderBy(asc(pushDeliveries.runAfter), asc(pushDeliveries.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(pushDeliveries)
    .set({ claimedAt: sql`now()`, claimedBy: worker, attempts: sql`${pushDeliveries.attempts} + 1` })
    .where(inArray(pushDeliveries.id, due))
    .returning({ id: pushDeliveries.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: pushDeliveries.id,
      attempts: pushDeliveries.attempts,
      messageId: messages.id,
      title: messages.title,
      body: messages.body,
      link: messages.link,
      subscriptionId: pushSubscriptions.id,
      kind: pushSubscriptions.kind,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushDeliveries)
    .innerJoin(messages, eq(messages.id, pushDeliveries.messageId))
    .innerJoin(pushSubscriptions, eq(pushSubscriptions.id, pushDeliveries.subscriptionId))
    .where(
      inArray(
        pushDeliveries.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(asc(pushDeliveries.id));
  return rows.map((row) => ({
    id: row.id,
    attempts: row.attempts,
    message: { id: row.messageId, title: row.title, body: row.body, link: row.link },
    target: {
      subscriptionId: row.subscriptionId,
      kind: row.kind,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
    },
  }));
}

/** The push service accepted it: the job is done (deleted), if this worker still holds it. */
export async function completeDelivery(db: Database, id: number, worker: string): Promise<void> {
  await db.delete(pushDeliveries).where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.claimedBy, worker)));
}

/** Records when each device last took a push; once per batch, not once per send. */
export async function touchSubscriptions(db: Database, subscriptionIds: number[]): Promise<void> {
  if (subscriptionIds.length === 0) return;
  await db
    .update(pushSubscriptions)
    .set({ lastUsedAt: sql`now()` })
    .where(inArray(pushSubscriptions.id, subscriptionIds));
}

/** Back in the queue after `delayMs`, or given up once `giveUp` (attempts exhausted). */
export async function rescheduleDelivery(
  db: Database,
  id: number,
  worker: string,
  change: { delayMs: number; error: string; giveUp: boolean },
): Promise<void> {
  await db
    .update(pushDeliveries)
    .set({
      claimedAt: null,
      claimedBy: null,
      lastError: change.error.slice(0, 500),
      runAfter: sql`now() + make_interval(secs => ${change.delayMs / 1000})`,
      failedAt: change.giveUp ? sql`now()` : null,
    })
    .where(and(eq(pushDeliveries.id, id), eq(pushDeliveries.claimedBy, worker)));
}

/**
 * The device is gone (or its endpoint is no longer safe): the subscription is deleted with its pending
 * jobs — unless the device re-registered another endpoint meanwhile, which is then kept.
 */
export async function pruneSubscription(db: Database, target: DeliveryTarget): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.id, target.subscriptionId), eq(pushSubscriptions.endpoint, target.endpoint)),
    );
}

/** On shutdown: the jobs this worker claimed but did not start go back to the queue at once. */
export async function releaseDeliveries(db: Database, worker: string, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(pushDeliveries)
    .set({ claimedAt: null, claimedBy: null, attempts: sql`${pushDeliveries.attempts} - 1` })
    .where(and(inArray(pushDeliveries.id, ids), eq(pushDeliveries.claimedBy, worker)));
}
