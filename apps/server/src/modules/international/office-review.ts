import { eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import { refused, RefusedInTransaction, type Refused } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import {
  intlApplicationActions,
  intlApplicationDocuments,
  intlApplications,
  type IntlApplicationRow,
} from './schema.js';

export interface DocumentReviewAsked {
  documentId: number;
  decision: 'accept' | 'reject';
  note?: string | undefined;
  version: number;
  staffId: number;
}

/** A refusal names the application and student it was about when it got that far, for the audit log. */
export type OfficeRefused = Refused<RefusalStatus, { applicationId?: number; studentId?: number }>;
export type DocumentReviewOutcome =
  { kind: 'reviewed'; applicationId: number; studentId: number; requirementCode: string } | OfficeRefused;

const LOGGED = { accept: 'document-accepted', reject: 'document-rejected' } as const;
const STATE = { accept: 'accepted', reject: 'rejected' } as const;

/** Locks an application for an office change. */
export async function lockedApplication(tx: Transaction, applicationId: number): Promise<IntlApplicationRow> {
  const [application] = await tx
    .select()
    .from(intlApplications)
    .where(eq(intlApplications.id, applicationId))
    .for('update');
  if (!application) throw new RefusedInTransaction('404', say('international.office.applicationNotFound'));
  return application;
}

/**
 * ReviewApplicationDocument: accept a file, or reject it with the reason the student reads when the application
 * is returned, while the application is submitted. One transaction: the file, the log entry and the
 * application's version (a review changes what a return says, so a page showing the old files must reload).
 */
export async function reviewApplicationDocument(
  db: Database,
  asked: DocumentReviewAsked,
  now: Date,
): Promise<DocumentReviewOutcome> {
  const note = asked.note?.trim() ? asked.note.trim() : null;
  const about: { applicationId?: number; studentId?: number } = {};
  try {
    return await db.transaction(async (tx) => {
      const [document] = await tx
        .select()
        .from(intlApplicationDocuments)
        .where(eq(intlApplicationDocuments.id, asked.documentId));
      if (!document) throw new RefusedInTransaction('404', say('international.office.documentNotFound'));
      const application = await lockedApplication(tx, document.applicationId);
      about.applicationId = application.id;
      about.studentId = application.studentId;
      if (application.state !== 'submitted')
        throw new RefusedInTransaction(
          '409',
          say('international.office.reviewNotNow', {
            state: say(`international.state.${application.state}`),
          }),
        );
      if (application.version !== asked.version)
        throw new RefusedInTransaction('409', say('international.changedMeanwhile'));
      if (asked.decision === 'reject' && note === null)
        throw new RefusedInTransaction('422', say('international.office.reviewNoteNeeded'));
      await tx
        .update(intlApplicationDocuments)
        .set({
          state: STATE[asked.decision],
          reviewNote: note,
          reviewedByStaffId: asked.staffId,
          reviewedAt: now,
        })
        .where(eq(intlApplicationDocuments.id, document.id));
      await tx.insert(intlApplicationActions).values({
        applicationId: application.id,
        at: now,
        action: LOGGED[asked.decision],
        actor: 'office',
        staffId: asked.staffId,
        comment: note === null ? document.requirementCode : `${document.requirementCode}: ${note}`,
      });
      await tx
        .update(intlApplications)
        .set({ version: sql`${intlApplications.version} + 1`, updatedAt: now })
        .where(eq(intlApplications.id, application.id));
      return {
        kind: 'reviewed' as const,
        applicationId: application.id,
        studentId: application.studentId,
        requirementCode: document.requirementCode,
      };
    });
  } catch (error) {
    if (error instanceof RefusedInTransaction) return { ...refused(error.status, error.said), ...about };
    throw error;
  }
}
