import { PROGRAM_MODES, type OrderTypeDocument, type ProgramMode } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { intlModeDocuments } from './schema.js';

/** Every mode's checklist, in the modes' order; a mode never given one has nothing to upload. */
export async function modeChecklists(
  db: Database,
): Promise<{ Mode: ProgramMode; Documents: OrderTypeDocument[] }[]> {
  const rows = await db.select().from(intlModeDocuments);
  return PROGRAM_MODES.map((mode) => ({
    Mode: mode,
    Documents: rows.find((row) => row.mode === mode)?.documents ?? [],
  }));
}

/**
 * The first broken rule of a checklist, or null. `maxBytes` is the portal's UPLOAD_MAX_BYTES: a checklist may
 * not promise students more than uploads take.
 */
export function checklistProblem(documents: readonly OrderTypeDocument[], maxBytes: number): Said | null {
  const codes = documents.map((one) => one.Code);
  const code = codes.find((value, at) => codes.indexOf(value) !== at);
  if (code !== undefined) return say('international.office.documentTwice', { code });
  const large = documents.find((one) => one.MaxBytes > maxBytes);
  if (large)
    return say('international.office.documentTooLarge', {
      code: large.Code,
      megabytes: maxBytes / 1_048_576,
    });
  return null;
}

export type SaveChecklistOutcome = { kind: 'saved'; before: OrderTypeDocument[] | null } | Refused<'422'>;

/**
 * SaveModeDocuments: the mode's checklist replaced. Files already uploaded keep their requirement code, so a
 * requirement dropped from the list leaves its files on the applications that have them.
 */
export async function saveModeChecklist(
  db: Database,
  mode: ProgramMode,
  documents: OrderTypeDocument[],
  maxBytes: number,
  now: Date,
): Promise<SaveChecklistOutcome> {
  const problem = checklistProblem(documents, maxBytes);
  if (problem) return refused('422', problem);
  return db.transaction(async (tx) => {
    const [old] = await tx
      .select({ documents: intlModeDocuments.documents })
      .from(intlModeDocuments)
      .where(eq(intlModeDocuments.mode, mode))
      .for('update');
    await tx
      .insert(intlModeDocuments)
      .values({ mode, documents, updatedAt: now })
      .onConflictDoUpdate({ target: intlModeDocuments.mode, set: { documents, updatedAt: now } });
    return { kind: 'saved' as const, before: old?.documents ?? null };
  });
}
