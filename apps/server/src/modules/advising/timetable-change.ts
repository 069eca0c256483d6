import type { AdvisingWindowKind, CreditLimits, RuleRefusal, SeatSource } from '@portal/contract';
import type { Database, Transaction } from '../../platform/db/client.js';
import { seatTransaction } from '../../platform/db/seat-transaction.js';
import { lockStudentSeats } from '../registration/student-lock.js';
import { logAdvisingEvent } from '../registration/advising-log.js';
import { freeSeat, takeSeat } from '../registration/seat-ledger.js';
import type { SeatFreedHook } from '../registration/seat-freed.js';
import type { RegistrationPolicy } from './policy.js';
import { currentTermId, heldSectionIds, sectionFacts } from './rule-queries.js';
import { judgeTimetable, type TimetableChange } from './rules.js';
import { factsUnderLock, timetableFacts } from './timetable-facts.js';
import { timetableAnswer } from './views.js';
import { entryRefusals } from './window-entry.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Unsaid } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import type { UnsaidChange } from './views.js';

/** A change refused: which refusals, and whether they stop entering at all (window, holds) or the change. */
export type ChangeOutcome =
  { kind: 'done'; answer: UnsaidChange } | Refused<'422' | '423', { answer: UnsaidChange }>;

/** Thrown inside the transaction to roll it back; carries what the student reads. */
class RefusedChange extends Error {
  constructor(
    readonly status: '422' | '423',
    readonly refusals: Unsaid<RuleRefusal>[],
  ) {
    super('refused');
  }
}

/**
 * Applies a change of the timetable in one transaction on one connection (a rush must not queue each
 * request for a dozen connections): the window and holds are checked, the student's row is locked (one
 * change of theirs at a time), the whole resulting timetable is judged, then seats are freed and taken
 * through the ledger. Any refusal, including a seat lost to someone faster between the check and the
 * take, rolls everything back: all or nothing. What the lock does not guard (the sections' facts, the
 * record, the window and the holds) is read before it, side by side on the pipelined connections, and the
 * answer after the commit: each round trip inside the transaction is an event-loop turn of a busy server
 * while a connection, and after the seat a section's row, stays held.
 */
export async function applyTimetableChange(
  db: Database,
  studentId: number,
  change: TimetableChange,
  options: {
    window: AdvisingWindowKind;
    source: SeatSource;
    policy: RegistrationPolicy;
    /** Where the ledger announces the seats this change frees (the app's, see app.ts). */
    seatFreed: SeatFreedHook;
    now: Date;
    /** More work in the same transaction once the seats are taken (the group choice). */
    alsoDo?: (tx: Transaction) => Promise<void>;
  },
): Promise<ChangeOutcome> {
  const { policy, now } = options;
  // The window's dates and the holds are staff's to change, as unguarded by the student's lock as the facts.
  const [read, entry] = await Promise.all([
    timetableFacts(db, studentId, change, policy, now),
    entryRefusals(db, studentId, options.window, now, policy.timeZone, policy.entryClearance),
  ]);
  const limits: CreditLimits = { Min: read.limits.min, Max: read.limits.max };
  /**
   * The term the change was for (as the student's lock read it, once locked): a refusal is logged against it.
   * `held`: the seats the transaction left the student, once it locked them (null before).
   */
  const locked: { termId: number | null; held: number[] | null } = { termId: read.termId, held: null };
  try {
    if (entry.length > 0) throw new RefusedChange('423', entry);
    await seatTransaction(db, async (tx) => {
      const student = await lockStudentSeats(tx, studentId);
      locked.termId = student.termId;
      // A refusal rolls the change back, leaving the seats as locked.
      locked.held = student.held;
      const facts = await factsUnderLock(tx, read, student, change);
      const refusals = judgeTimetable(facts, change);
      if (refusals.length > 0) throw new RefusedChange('422', refusals);
      for (const sectionId of change.drop)
        await freeSeat(tx, { studentId, sectionId, source: options.source }, options.seatFreed);
      for (const sectionId of change.add) {
        const outcome = await takeSeat(tx, { studentId, sectionId, source: options.source });
        if (outcome === 'taken') continue;
        const section = facts.sections.get(sectionId);
        const name = section
          ? say('section.lecture', { course: section.courseCode, number: section.sectionNo })
          : say('section.unnamed');
        const about = { CourseCode: section?.courseCode ?? null, SectionId: sectionId };
        throw new RefusedChange('422', [
          outcome === 'full'
            ? { Code: 'section_full', Message: say('rules.full', { section: name }), ...about }
            : { Code: 'duplicate_course', Message: say('rules.alreadyHave', { section: name }), ...about },
        ]);
      }
      await options.alsoDo?.(tx);
      const dropped = new Set(change.drop);
      locked.held = [...student.held.filter((id) => !dropped.has(id)), ...change.add];
    });
    return { kind: 'done', answer: await timetableAnswer(db, studentId, limits, [], locked) };
  } catch (error) {
    if (!(error instanceof RefusedChange)) throw error;
    // The refusal rolled its transaction back; the student's log keeps it, in a transaction of its own.
    const { termId } = locked;
    if (termId !== null) {
      await db.transaction((tx) =>
        logAdvisingEvent(tx, {
          studentId,
          termId,
          action: 'change_refused',
          source: options.source,
          detail: error.refusals.map((refusal) => inEnglish(refusal.Message)).join(' '),
        }),
      );
    }
    return {
      ...refused(
        error.status,
        say('rules.refusals', { refusals: error.refusals.map((refusal) => refusal.Message) }),
      ),
      answer: await timetableAnswer(db, studentId, limits, error.refusals, locked),
    };
  }
}

/** The sections of a course the student holds this term (RemoveCourse frees them all). */
export async function heldSectionsOfCourse(
  db: Database,
  studentId: number,
  courseId: number,
): Promise<number[]> {
  const termId = await currentTermId(db);
  if (termId === null) return [];
  const held = await sectionFacts(db, await heldSectionIds(db, studentId, termId));
  return [...held.values()].filter((section) => section.courseId === courseId).map((section) => section.id);
}
