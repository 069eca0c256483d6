import type { OfficeOrderAction, OrderOffice, OrderTypeDocument } from '@portal/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import type { StoredFile } from '../../platform/storage/receive-upload.js';
import type { FulfilmentSettings, ProgramChange } from './fulfilment.js';
import { fulfilRequest } from './office-fulfil.js';
import { undoablePuts } from '../../platform/storage/undoable-puts.js';
import { lockedOrder } from './office-review.js';
import { NEEDS_ATTACHED_RESULT } from './office-views.js';
import { moveOrder } from './order-moves.js';
import { orderDocuments, orders, orderTypes, type OrderDocumentRow, type OrderTypeRow } from './schema.js';
import { tellStudent } from './tell-student.js';

export { reviewDocument } from './office-review.js';

export interface ActAsked {
  orderId: number;
  action: OfficeOrderAction;
  version: number;
  note?: string;
  staffId: number;
  /** The offices whose requests the staff member works (officesOfRoles). */
  offices: readonly OrderOffice[];
}

export type OfficeRefused = Refused<RefusalStatus, { studentId?: number }>;
export type ActOutcome =
  | { kind: 'acted'; studentId: number; from: string; to: string; programChange?: ProgramChange }
  | OfficeRefused;

/** The latest file of each requirement, by code: a re-upload after a rejection supersedes the rejected one. */
function latestByRequirement(documents: readonly OrderDocumentRow[]): Map<string, OrderDocumentRow[]> {
  const grouped = new Map<string, OrderDocumentRow[]>();
  for (const document of documents)
    grouped.set(document.requirementCode, [...(grouped.get(document.requirementCode) ?? []), document]);
  return grouped;
}

/** Required documents not yet settled: none accepted or waived, or one still waiting for review. */
export function unsettledRequirements(
  requirements: readonly OrderTypeDocument[],
  documents: readonly OrderDocumentRow[],
): OrderTypeDocument[] {
  const grouped = latestByRequirement(documents);
  return requirements.filter((requirement) => {
    const files = grouped.get(requirement.Code) ?? [];
    const settled = files.some((one) => one.state === 'accepted' || one.state === 'waived');
    return requirement.Required && (!settled || files.some((one) => one.state === 'pending'));
  });
}

/**
 * The return's note as the student reads it: the office's words, then each document rejected since its
 * last upload with the reason, so the student knows what to upload again.
 */
export function returnNote(
  note: string,
  requirements: readonly OrderTypeDocument[],
  documents: readonly OrderDocumentRow[],
) {
  const lines: string[] = [];
  for (const [code, files] of latestByRequirement(documents)) {
    const last = files.at(-1);
    if (last?.state !== 'rejected') continue;
    const named = requirements.find((one) => one.Code === code);
    lines.push(`- ${named ? `${named.NameEn} / ${named.NameAr}` : code}: ${last.reviewNote ?? ''}`);
  }
  return lines.length === 0 ? note : `${note}\n${lines.join('\n')}`;
}

async function documentsOf(tx: Transaction, orderId: number) {
  return tx
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.uploadedAt), asc(orderDocuments.id));
}

/**
 * The rules an office move has beyond the state table: documents before approval, a result before
 * fulfilment, and for an account request the desk's note of what it did (its only result).
 */
function checkMove(
  action: OfficeOrderAction,
  type: OrderTypeRow,
  documents: readonly OrderDocumentRow[],
  resultFileKey: string | null,
  note: string,
) {
  if (action === 'fulfil' && type.purpose === 'account' && note === '')
    throw new RefusedInTransaction('422', say('orders.account.noteNeeded'));
  if (action === 'approve') {
    const open = unsettledRequirements(type.documents, documents);
    if (open.length > 0)
      throw new RefusedInTransaction(
        '409',
        say('orders.office.documentsOpen', {
          documents: { items: open.map((one) => ({ en: one.NameEn, ar: one.NameAr })) },
        }),
      );
  }
  if (action === 'fulfil' && NEEDS_ATTACHED_RESULT.includes(type.purpose) && resultFileKey === null)
    throw new RefusedInTransaction('409', say('orders.office.resultNeeded'));
}

/**
 * ActOnOrder: one office move through `moveOrder`, with what it implies in the same transaction (the
 * fulfilment of a purpose, the student told in-app and by push). A refusal anywhere rolls back everything.
 */
export async function actOnOrder(
  db: Database,
  asked: ActAsked,
  now: Date,
  context: { events?: EventBus; files: FileStore; settings: FulfilmentSettings },
): Promise<ActOutcome> {
  let studentId: number | undefined;
  // A letter is stored while the move's transaction is open: a rollback must not leave it behind.
  const issued = undoablePuts(context.files);
  try {
    return await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, asked.orderId, asked.offices);
      studentId = order.studentId;
      const [type] = await tx.select().from(orderTypes).where(eq(orderTypes.id, order.orderTypeId));
      if (!type) throw new Error(`Order ${String(order.id)} names no type`);
      const documents = await documentsOf(tx, order.id);
      const written = asked.note?.trim() ?? '';
      const note =
        asked.action === 'return' && written !== ''
          ? returnNote(written, type.documents, documents)
          : written;
      const moved = await moveOrder(
        tx,
        {
          orderId: order.id,
          move: asked.action,
          actor: { kind: 'office', staffId: asked.staffId },
          version: asked.version,
          note,
          serviceDays: type.serviceDays,
        },
        now,
      );
      if (moved.kind === 'refused') throw new RefusedInTransaction(moved.status, moved.message);
      checkMove(asked.action, type, documents, order.resultFileKey, note);
      const programChange =
        asked.action === 'fulfil'
          ? await fulfilRequest(tx, moved.order, type, asked.staffId, now, {
              ...context,
              files: issued.files,
            })
          : undefined;
      await tellStudent(tx, context.events, {
        order: moved.order,
        type,
        move: asked.action,
        note: note === '' ? null : note,
      });
      return {
        kind: 'acted' as const,
        studentId: order.studentId,
        from: moved.from,
        to: moved.to,
        ...(programChange ? { programChange } : {}),
      };
    });
  } catch (error) {
    await issued.undo();
    if (error instanceof RefusedInTransaction) return { ...refused(error.status, error.said), studentId };
    throw error;
  }
}

export type AttachOutcome =
  { kind: 'attached'; studentId: number; replacedKey: string | null } | OfficeRefused;

/**
 * AttachResult: the office's result (a signed decision, a scanned letter) onto an approved request. The
 * caller removes the new file when this refuses, and the replaced one once this has committed.
 */
export async function attachResult(
  db: Database,
  asked: {
    orderId: number;
    version: number | null;
    staffId: number;
    file: StoredFile;
    offices: readonly OrderOffice[];
  },
  now: Date,
): Promise<AttachOutcome> {
  let studentId: number | undefined;
  try {
    return await db.transaction(async (tx) => {
      const order = await lockedOrder(tx, asked.orderId, asked.offices);
      studentId = order.studentId;
      if (order.state !== 'approved')
        throw new RefusedInTransaction(
          '409',
          say('orders.office.resultNotNow', { state: say(`orders.state.${order.state}`) }),
        );
      if (asked.version !== null && asked.version !== order.version)
        throw new RefusedInTransaction('409', say('orders.changedMeanwhile'));
      await tx
        .update(orders)
        .set({
          resultFileKey: asked.file.key,
          resultMediaType: asked.file.mediaType,
          resultFileName: asked.file.originalName,
          version: sql`${orders.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(orders.id, order.id), eq(orders.version, order.version)));
      return { kind: 'attached' as const, studentId: order.studentId, replacedKey: order.resultFileKey };
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return { ...refused(error.status, error.said), studentId };
    throw error;
  }
}
