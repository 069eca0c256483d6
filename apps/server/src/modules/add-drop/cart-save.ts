import type { ChangeRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import { creditsOf, sectionDetails, timetableView, type SectionDetail } from '../academic/section-views.js';
import { termWindowState } from '../academic/term-windows.js';
import { heldSections } from '../registration/held-sections.js';
import { lockStudent } from '../registration/student-lock.js';
import {
  messageOf,
  netChange,
  NO_TERM_MESSAGE,
  sectionName,
  STALE_MESSAGE,
  type AddDropContext,
} from './cart.js';
import { seatTransaction } from '../../platform/db/seat-transaction.js';
import { RefusedChanges } from './ledger.js';
import { advanceCartVersion, cartOf, deleteCartChanges } from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import type { CartRefusal, UnsaidSaveResult } from './cart.js';

export type SaveOutcome =
  { kind: 'saved'; result: UnsaidSaveResult } | Refused<RefusalStatus, { result: UnsaidSaveResult | null }>;

function saveRefusal(code: ChangeRefusal['Code'], message: Said, section?: SectionDetail): CartRefusal {
  return {
    Code: code,
    Message: message,
    CourseCode: section?.CourseCode ?? null,
    SectionId: section?.SectionId ?? null,
  };
}

/**
 * AddDrop/Save: the whole cart in ONE transaction. The cart's version moves on first (a double submission
 * or a stale page is refused here); the rules check the resulting timetable (held − drops + adds); then
 * every seat changes through the seat ledger in section order (two carts never wait on each other in
 * opposite orders), drops freeing seats and adds taking them. Any refusal throws, rolling back every seat
 * and the version, and the answer names every change that failed and why.
 */
export async function saveCart(
  context: AddDropContext,
  studentId: number,
  version: number,
): Promise<SaveOutcome> {
  const { db, rules, now } = context;
  const window = await termWindowState(db, 'add_drop', now);
  const unsaved = async (status: RefusalStatus, refusals: CartRefusal[]): Promise<SaveOutcome> => {
    const [cart, timetable] = await Promise.all([
      window.term ? cartOf(db, studentId, window.term.termId) : { version: 0 },
      heldTimetable(db, studentId, window.term?.termId),
    ]);
    return {
      ...refused(status, messageOf(refusals)),
      result: {
        Committed: false,
        Refusals: refusals,
        Version: cart.version,
        Timetable: timetable.map(timetableView),
        Credits: creditsOf(timetable),
      },
    };
  };
  const entry = await rules.entryRefusals(db, studentId, 'add_drop', now);
  if (entry.length > 0) return unsaved('423', entry);
  if (!window.term) return unsaved('423', [saveRefusal('window_closed', NO_TERM_MESSAGE)]);
  const termId = window.term.termId;
  try {
    const saved = await seatTransaction(db, async (tx) => {
      // One registration change of the student's at a time, whichever call makes it (InsertCourse too).
      await lockStudent(tx, studentId);
      const moved = await advanceCartVersion(tx, studentId, termId, version);
      if (moved === null) throw new RefusedChanges([saveRefusal('stale_cart', STALE_MESSAGE)]);
      const cart = await cartOf(tx, studentId, termId);
      if (cart.changes.length === 0) {
        throw new RefusedChanges([saveRefusal('not_in_cart', say('cart.empty'))]);
      }
      const { add, drop } = netChange(cart.changes);
      const ruled = await rules.checkTimetable(tx, studentId, { add, drop }, now);
      const changes = cart.changes.filter((c) => add.includes(c.sectionId) || drop.includes(c.sectionId));
      if (ruled.length > 0) throw new RefusedChanges(ruled);
      const details = new Map((await sectionDetails(tx, [...add, ...drop])).map((s) => [s.SectionId, s]));
      const refusals: CartRefusal[] = [];
      const ordered = [...changes].sort((a, b) => a.sectionId - b.sectionId);
      for (const change of ordered) {
        const section = details.get(change.sectionId);
        const seat = { studentId, sectionId: change.sectionId, source: 'add_drop' as const };
        const name = section ? sectionName(section) : say('section.unnamed');
        if (change.kind === 'drop') {
          if (!(await rules.freeSeat(tx, seat))) {
            refusals.push(
              saveRefusal('not_registered', say('cart.noLongerHeld', { section: name }), section),
            );
          }
          continue;
        }
        const taken = await rules.takeSeat(tx, seat);
        if (taken === 'full')
          refusals.push(saveRefusal('section_full', say('rules.full', { section: name }), section));
        if (taken === 'already_registered') {
          refusals.push(saveRefusal('duplicate_course', say('cart.alreadyHold', { section: name }), section));
        }
      }
      if (refusals.length > 0) throw new RefusedChanges(refusals);
      await deleteCartChanges(
        tx,
        studentId,
        cart.changes.map((c) => c.id),
      );
      return moved;
    });
    const timetable = await heldTimetable(db, studentId, termId);
    return {
      kind: 'saved',
      result: {
        Committed: true,
        Refusals: [],
        Version: saved,
        Timetable: timetable.map(timetableView),
        Credits: creditsOf(timetable),
      },
    };
  } catch (error) {
    if (!(error instanceof RefusedChanges)) throw error;
    const stale = error.refusals.some((refusal) => refusal.Code === 'stale_cart');
    return unsaved(stale ? '409' : '422', error.refusals);
  }
}

/** The sections the student holds this term, with their meetings. */
async function heldTimetable(db: Database, studentId: number, termId: number | undefined) {
  if (termId === undefined) return [];
  const held = await heldSections(db, studentId, termId);
  return sectionDetails(
    db,
    held.map((h) => h.sectionId),
  );
}
