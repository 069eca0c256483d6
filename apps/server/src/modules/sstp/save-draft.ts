import type { InsertSstpDataBody } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { RefusedInTransaction } from '../../platform/http/refused.js';
import { say } from '../../platform/i18n/said.js';
import { applicationMoveTo } from './application-states.js';
import {
  cycleStateShared,
  insertApplication,
  lockStudentApplication,
  logApplication,
  updateStudentApplication,
} from './queries.js';
import type { SstpApplicationRow, SstpCycleRow } from './schema.js';
import { applicationStateName } from './state-names.js';

/**
 * The draft's write, in one transaction: the cycle read share-locked (a close, which locks it for update, comes
 * before or after), a first draft inserted, or the student's application locked and replaced when it may be
 * saved and differs. Throws RefusedInTransaction to roll back.
 */
export async function saveDraft(
  db: Database,
  read: { studentId: number; now: Date; timeZone: string },
  cycle: SstpCycleRow,
  body: InsertSstpDataBody,
): Promise<void> {
  const fields: DraftFields = {
    programId: body.ProgramId,
    levelId: body.LevelId,
    languageId: body.LanguageId,
    periodFrom: body.PeriodFrom,
    periodTo: body.PeriodTo,
    offerIds: body.OfferIds,
  };
  await db.transaction(async (tx) => {
    if ((await cycleStateShared(tx, cycle.id)) !== 'open')
      throw new RefusedInTransaction(
        '409',
        say('sstp.closed', { closesAt: { at: cycle.closesAt, timeZone: read.timeZone } }),
      );
    const inserted = await insertApplication(tx, {
      ...fields,
      cycleId: cycle.id,
      studentId: read.studentId,
      state: 'draft',
      createdAt: read.now,
      updatedAt: read.now,
    });
    if (inserted) {
      await logApplication(tx, { applicationId: inserted.id, action: 'save', state: 'draft', at: read.now });
      return;
    }
    const existing = await lockStudentApplication(tx, read.studentId, cycle.id);
    if (!existing)
      throw new Error(`The application of student ${String(read.studentId)} vanished under its lock`);
    const to = applicationMoveTo(existing.state, 'save');
    if (to === null)
      throw new RefusedInTransaction(
        '409',
        say('sstp.saveRefused', { state: applicationStateName(existing.state) }),
      );
    if (existing.state === to && sameDraft(existing, fields)) return;
    await updateStudentApplication(tx, read.studentId, existing.id, {
      ...fields,
      state: to,
      updatedAt: read.now,
    });
    await logApplication(tx, { applicationId: existing.id, action: 'save', state: to, at: read.now });
  });
}

type DraftFields = Pick<
  SstpApplicationRow,
  'programId' | 'levelId' | 'languageId' | 'periodFrom' | 'periodTo' | 'offerIds'
>;

function sameDraft(row: SstpApplicationRow, fields: DraftFields) {
  return (
    row.programId === fields.programId &&
    row.levelId === fields.levelId &&
    row.languageId === fields.languageId &&
    row.periodFrom === fields.periodFrom &&
    row.periodTo === fields.periodTo &&
    row.offerIds.length === fields.offerIds.length &&
    row.offerIds.every((offerId, index) => offerId === fields.offerIds[index])
  );
}
