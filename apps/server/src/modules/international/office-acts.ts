import type { OfficeApplicationAction, OrderTypeDocument, ProgramMode } from '@portal/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { refused, RefusedInTransaction } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { moveApplication } from './application-moves.js';
import type { OfficeRefused } from './office-review.js';
import {
  intlApplicationDocuments,
  intlApplications,
  intlModeDocuments,
  intlPrograms,
  type IntlApplicationDocumentRow,
} from './schema.js';
import { tellApplicationMove } from './tell-student.js';

export interface ApplicationActAsked {
  applicationId: number;
  action: OfficeApplicationAction;
  version: number;
  note?: string | undefined;
  staffId: number;
}

export type ApplicationActOutcome =
  { kind: 'acted'; studentId: number; from: string; to: string; note: string | null } | OfficeRefused;

/**
 * The return's note as the student reads it: the office's words, then each requirement whose latest file was
 * rejected, with the reason, so the student knows what to upload again. Names in both languages: the note is
 * stored once and read in either.
 */
export function returnNote(
  note: string,
  requirements: readonly OrderTypeDocument[],
  documents: readonly IntlApplicationDocumentRow[],
): string {
  const latest = new Map<string, IntlApplicationDocumentRow>();
  for (const document of documents) latest.set(document.requirementCode, document);
  const lines: string[] = [];
  for (const [code, last] of latest) {
    if (last.state !== 'rejected') continue;
    const named = requirements.find((one) => one.Code === code);
    lines.push(`- ${named ? `${named.NameEn} / ${named.NameAr}` : code}: ${last.reviewNote ?? ''}`);
  }
  return lines.length === 0 ? note : `${note}\n${lines.join('\n')}`;
}

/** The rejected files and the checklist naming them, read before the move: a review since bumps the version. */
async function returnNoteOf(tx: Transaction, applicationId: number, mode: ProgramMode, written: string) {
  const documents = await tx
    .select()
    .from(intlApplicationDocuments)
    .where(eq(intlApplicationDocuments.applicationId, applicationId))
    .orderBy(asc(intlApplicationDocuments.uploadedAt), asc(intlApplicationDocuments.id));
  const [checklist] = await tx
    .select({ documents: intlModeDocuments.documents })
    .from(intlModeDocuments)
    .where(eq(intlModeDocuments.mode, mode));
  return returnNote(written, checklist?.documents ?? [], documents);
}

/**
 * ActOnApplication: one office move through `moveApplication` (the version seen checked there, `return` and
 * `partner-refused` refused without a note), the student told in the same transaction so a move that rolls back
 * tells nobody. A refusal writes nothing.
 */
export async function actOnApplication(
  db: Database,
  asked: ApplicationActAsked,
  now: Date,
  events: EventBus | undefined,
): Promise<ApplicationActOutcome> {
  const about: { applicationId?: number; studentId?: number } = {};
  try {
    return await db.transaction(async (tx) => {
      const [found] = await tx
        .select({ studentId: intlApplications.studentId, program: intlPrograms })
        .from(intlApplications)
        .innerJoin(intlPrograms, eq(intlPrograms.id, intlApplications.programId))
        .where(eq(intlApplications.id, asked.applicationId));
      if (!found) throw new RefusedInTransaction('404', say('international.office.applicationNotFound'));
      about.applicationId = asked.applicationId;
      about.studentId = found.studentId;
      const written = asked.note?.trim() ?? '';
      const note =
        asked.action === 'return' && written !== ''
          ? await returnNoteOf(tx, asked.applicationId, found.program.mode, written)
          : written;
      const moved = await moveApplication(
        tx,
        {
          applicationId: asked.applicationId,
          move: asked.action,
          actor: { kind: 'office', staffId: asked.staffId },
          version: asked.version,
          note,
        },
        now,
      );
      if (moved.kind === 'refused') throw new RefusedInTransaction(moved.status, moved.message);
      const told = note === '' ? null : note;
      await tellApplicationMove(tx, events, {
        application: moved.application,
        program: found.program,
        move: asked.action,
        note: told,
      });
      return {
        kind: 'acted' as const,
        studentId: found.studentId,
        from: moved.from,
        to: moved.to,
        note: told,
      };
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return { ...refused(error.status, error.said), ...about };
    throw error;
  }
}
