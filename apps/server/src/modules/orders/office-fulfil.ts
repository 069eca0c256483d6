import type { Transaction } from '../../platform/db/client.js';
import { RefusedInTransaction } from '../../platform/http/refused.js';
import type { FileStore } from '../../platform/storage/file-store.js';
import { fulfilOrder, type FulfilmentSettings, type ProgramChange } from './fulfilment.js';
import type { OrderRow, OrderTypeRow } from './schema.js';

/**
 * `fulfil`'s consequence, inside the move's transaction: what the type's purpose does (a letter issued, a
 * registration withdrawn, a major changed, a decision recorded: fulfilment.ts). Its refusal rolls the move
 * back. Answers the program it changed, for the route's audit.
 */
export async function fulfilRequest(
  tx: Transaction,
  order: OrderRow,
  type: OrderTypeRow,
  staffId: number,
  now: Date,
  context: { files: FileStore; settings: FulfilmentSettings },
): Promise<ProgramChange | undefined> {
  const outcome = await fulfilOrder(tx, order, type, staffId, now, context.files, context.settings);
  if (outcome.kind === 'refused') throw new RefusedInTransaction(outcome.status, outcome.message);
  return outcome.programChange;
}
