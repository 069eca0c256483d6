import type {
  AddDropCart,
  AddDropSaveResult,
  CartChange,
  ChangeRefusal,
  InsertTempAddCourseBody,
  InsertTempDropCourseBody,
  RemoveFromTmpAddDropBody,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import { lockStudent } from '../registration/student-lock.js';
import { RefusedChanges, seatTransaction, type AdvisingRules } from './ledger.js';
import {
  advanceCartVersion,
  cartOf,
  deleteCartChanges,
  insertCartChanges,
  type Transaction,
} from './queries.js';
import { creditsOf, sectionDetails, timetableView, type SectionDetail } from '../academic/section-views.js';
import { heldSections } from '../registration/held-sections.js';
import { termWindowState } from '../academic/term-windows.js';

// What other modules use of this module's internals, so they never import those files directly.
export { advisingRules } from './advising-rules.js';
export { type AdvisingRules } from './ledger.js';

export interface AddDropContext {
  db: Database;
  rules: AdvisingRules;
  now: Date;
}

export type CartOutcome =
  | { kind: 'cart'; cart: AddDropCart }
  | { kind: 'refused'; status: RefusalStatus; message: string; cart: AddDropCart | null };

export type SaveOutcome =
  | { kind: 'saved'; result: AddDropSaveResult }
  | { kind: 'refused'; status: RefusalStatus; message: string; result: AddDropSaveResult | null };

const STALE_MESSAGE =
  'Your cart changed in another window or tab since this page showed it. Nothing was changed; here is your cart as it is now.';

const NO_TERM_MESSAGE = 'There is no current term to add or drop courses in.';

/** Every refusal's message, in order, as one plain paragraph. */
const messageOf = (refusals: readonly ChangeRefusal[]) =>
  refusals.map((refusal) => refusal.Message).join(' ');

const sectionName = (section: { CourseCode: string; SectionNo: string; Kind: string }) =>
  `${section.CourseCode} ${section.Kind === 'lecture' ? 'section' : section.Kind} ${section.SectionNo}`;

/**
 * The cart as the student reviews it: the pending changes, the timetable they would hold after Save, its
 * credits, and what the rules would refuse now (so the page can warn before Save; Save checks again).
 */
/**
 * The cart as a change of the timetable. A section both dropped and added (the lecture kept when a lab is
 * swapped under it) is no change: it keeps its seat, and the rules judge the lab with its lecture.
 */
function netChange(changes: readonly { kind: 'add' | 'drop'; sectionId: number }[]): {
  add: number[];
  drop: number[];
} {
  const dropped = new Set(changes.filter((c) => c.kind === 'drop').map((c) => c.sectionId));
  const added = new Set(changes.filter((c) => c.kind === 'add').map((c) => c.sectionId));
  return {
    add: [...added].filter((id) => !dropped.has(id)),
    drop: [...dropped].filter((id) => !added.has(id)),
  };
}

export async function readCart(context: AddDropContext, studentId: number): Promise<AddDropCart> {
  const { db, rules, now } = context;
  const window = await termWindowState(db, 'add_drop', now);
  const term = window.term;
  const limits = await rules.creditLimits(db, studentId, now);
  if (!term) {
    return {
      Term: null,
      Version: 0,
      Changes: [],
      ResultingTimetable: [],
      RegisteredCredits: 0,
      ResultingCredits: 0,
      CreditLimits: limits,
      Problems: [],
      ...window.fields,
    };
  }
  const [cart, held] = await Promise.all([
    cartOf(db, studentId, term.termId),
    heldSections(db, studentId, term.termId),
  ]);
  const drops = new Set(cart.changes.filter((c) => c.kind === 'drop').map((c) => c.sectionId));
  const adds = cart.changes.filter((c) => c.kind === 'add').map((c) => c.sectionId);
  const resultingIds = [...held.map((h) => h.sectionId).filter((id) => !drops.has(id)), ...adds];
  const details = await sectionDetails(db, [
    ...new Set([...held.map((h) => h.sectionId), ...cart.changes.map((c) => c.sectionId)]),
  ]);
  const byId = new Map(details.map((section) => [section.SectionId, section]));
  const pick = (ids: readonly number[]) =>
    ids.map((id) => byId.get(id)).filter((section): section is SectionDetail => section !== undefined);
  const resulting = pick(resultingIds);
  const problems =
    cart.changes.length === 0 ? [] : await rules.checkTimetable(db, studentId, netChange(cart.changes), now);
  const changes: CartChange[] = cart.changes.flatMap((change) => {
    const section = byId.get(change.sectionId);
    return section
      ? [
          {
            ChangeId: change.id,
            Kind: change.kind,
            Section: timetableView(section),
            SeatsLeft: section.seatsLeft,
          },
        ]
      : [];
  });
  return {
    Term: { Code: term.code, NameEn: term.nameEn, NameAr: term.nameAr },
    Version: cart.version,
    Changes: changes,
    ResultingTimetable: resulting.map(timetableView),
    RegisteredCredits: creditsOf(pick(held.map((h) => h.sectionId))),
    ResultingCredits: creditsOf(resulting),
    CreditLimits: limits,
    Problems: problems,
    ...window.fields,
  };
}

/** Refuses with the cart as it is, so the page shows the truth next to the reason. */
async function refuseWithCart(
  context: AddDropContext,
  studentId: number,
  status: RefusalStatus,
  message: string,
): Promise<CartOutcome> {
  return { kind: 'refused', status, message, cart: await readCart(context, studentId) };
}

/**
 * Changes the cart in one transaction that first moves its version on from `version`: a request naming a
 * version the cart has left (a double tap, another tab) is refused and changes nothing.
 */
async function changeCart(
  context: AddDropContext,
  studentId: number,
  version: number,
  change: (tx: Transaction, termId: number) => Promise<void>,
): Promise<CartOutcome> {
  const entry = await context.rules.entryRefusals(context.db, studentId, 'add_drop', context.now);
  const window = await termWindowState(context.db, 'add_drop', context.now);
  if (entry.length > 0 || !window.term) {
    return refuseWithCart(context, studentId, '423', messageOf(entry) || NO_TERM_MESSAGE);
  }
  const termId = window.term.termId;
  try {
    await context.db.transaction(async (tx) => {
      const moved = await advanceCartVersion(tx, studentId, termId, version);
      if (moved === null) throw new CartProblem('409', STALE_MESSAGE);
      await change(tx, termId);
    });
  } catch (error) {
    if (!(error instanceof CartProblem)) throw error;
    return refuseWithCart(context, studentId, error.status, error.message);
  }
  return { kind: 'cart', cart: await readCart(context, studentId) };
}

/** A cart change refused after the version moved: thrown so the transaction rolls the version back too. */
class CartProblem extends Error {
  constructor(
    readonly status: RefusalStatus,
    message: string,
  ) {
    super(message);
  }
}

/**
 * InsertTempAddCourse: a lecture section, with one lab/tutorial section of that lecture when the course has
 * them, joins the cart as adds. Refused (nothing changed): a section not offered this term, more than one
 * course at a time, a lab of another lecture, a section already held or already in the cart.
 */
export async function addToCart(
  context: AddDropContext,
  studentId: number,
  body: InsertTempAddCourseBody,
): Promise<CartOutcome> {
  return changeCart(context, studentId, body.Version, async (tx, termId) => {
    const ids = [...new Set(body.SectionIds)];
    const found = await sectionDetails(tx, ids);
    if (found.length !== ids.length || found.some((section) => section.termId !== termId)) {
      throw new CartProblem('404', 'That section is not offered this term.');
    }
    const lectures = found.filter((section) => section.Kind === 'lecture');
    const lecture = lectures[0];
    if (lectures.length !== 1 || !lecture || new Set(found.map((s) => s.CourseId)).size !== 1) {
      throw new CartProblem(
        '422',
        'Add one course at a time: one lecture section and, if the course has one, its lab or tutorial.',
      );
    }
    const stray = found.find(
      (section) => section.Kind !== 'lecture' && section.lectureSectionId !== lecture.SectionId,
    );
    if (stray) {
      throw new CartProblem(
        '422',
        `${sectionName(stray)} belongs to another lecture section of ${stray.CourseCode}.`,
      );
    }
    // One after the other: a transaction's connection runs one query at a time.
    const held = await heldSections(tx, studentId, termId);
    const cart = await cartOf(tx, studentId, termId);
    // A held section whose drop is in the cart may come back: swapping a lab under the same lecture drops
    // the course and adds the lecture again with the other lab.
    const dropping = new Set(cart.changes.filter((c) => c.kind === 'drop').map((c) => c.sectionId));
    const already = found.find(
      (section) => held.some((h) => h.sectionId === section.SectionId) && !dropping.has(section.SectionId),
    );
    if (already) throw new CartProblem('409', `You already hold ${sectionName(already)}.`);
    const pending = found.find((section) =>
      cart.changes.some((c) => c.kind === 'add' && c.sectionId === section.SectionId),
    );
    if (pending) throw new CartProblem('409', `${sectionName(pending)} is already in your cart.`);
    await insertCartChanges(
      tx,
      studentId,
      termId,
      ids.map((sectionId) => ({ kind: 'add' as const, sectionId })),
    );
  });
}

/** InsertTempDropCourse: every section of a course the student holds this term joins the cart as drops. */
export async function dropToCart(
  context: AddDropContext,
  studentId: number,
  body: InsertTempDropCourseBody,
): Promise<CartOutcome> {
  return changeCart(context, studentId, body.Version, async (tx, termId) => {
    const held = (await heldSections(tx, studentId, termId)).filter((h) => h.courseId === body.CourseId);
    if (held.length === 0)
      throw new CartProblem('404', 'You do not hold this course this term, so there is nothing to drop.');
    const cart = await cartOf(tx, studentId, termId);
    const fresh = held.filter((h) => !cart.changes.some((c) => c.sectionId === h.sectionId));
    if (fresh.length === 0)
      throw new CartProblem('409', 'This course is already in your cart to be dropped.');
    await insertCartChanges(
      tx,
      studentId,
      termId,
      fresh.map((h) => ({ kind: 'drop' as const, sectionId: h.sectionId })),
    );
  });
}

/**
 * RemoveFromTmpAddDrop: takes a pending change out of the cart, with the changes that came in with it
 * (a lecture's lab, the other sections of a dropped course): the same course and the same kind.
 */
export async function removeFromCart(
  context: AddDropContext,
  studentId: number,
  body: RemoveFromTmpAddDropBody,
): Promise<CartOutcome> {
  return changeCart(context, studentId, body.Version, async (tx, termId) => {
    const cart = await cartOf(tx, studentId, termId);
    const target = cart.changes.find((change) => change.id === body.ChangeId);
    if (!target) throw new CartProblem('404', 'That change is not in your cart.');
    const details = await sectionDetails(
      tx,
      cart.changes.map((change) => change.sectionId),
    );
    const courseOf = new Map(details.map((section) => [section.SectionId, section.CourseId]));
    const course = courseOf.get(target.sectionId);
    const companions = cart.changes.filter(
      (change) => change.kind === target.kind && courseOf.get(change.sectionId) === course,
    );
    await deleteCartChanges(
      tx,
      studentId,
      companions.map((change) => change.id),
    );
  });
}

function saveRefusal(code: ChangeRefusal['Code'], message: string, section?: SectionDetail): ChangeRefusal {
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
  const unsaved = async (status: RefusalStatus, refusals: ChangeRefusal[]): Promise<SaveOutcome> => {
    const [cart, timetable] = await Promise.all([
      window.term ? cartOf(db, studentId, window.term.termId) : { version: 0 },
      heldTimetable(db, studentId, window.term?.termId),
    ]);
    return {
      kind: 'refused',
      status,
      message: messageOf(refusals),
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
        throw new RefusedChanges([
          saveRefusal('not_in_cart', 'Your cart is empty: add or drop a course first.'),
        ]);
      }
      const { add, drop } = netChange(cart.changes);
      const ruled = await rules.checkTimetable(tx, studentId, { add, drop }, now);
      const changes = cart.changes.filter((c) => add.includes(c.sectionId) || drop.includes(c.sectionId));
      if (ruled.length > 0) throw new RefusedChanges(ruled);
      const details = new Map((await sectionDetails(tx, [...add, ...drop])).map((s) => [s.SectionId, s]));
      const refusals: ChangeRefusal[] = [];
      const ordered = [...changes].sort((a, b) => a.sectionId - b.sectionId);
      for (const change of ordered) {
        const section = details.get(change.sectionId);
        const seat = { studentId, sectionId: change.sectionId, source: 'add_drop' as const };
        const name = section ? sectionName(section) : 'That section';
        if (change.kind === 'drop') {
          if (!(await rules.freeSeat(tx, seat))) {
            refusals.push(
              saveRefusal('not_registered', `You no longer hold ${name}, so it cannot be dropped.`, section),
            );
          }
          continue;
        }
        const taken = await rules.takeSeat(tx, seat);
        if (taken === 'full') refusals.push(saveRefusal('section_full', `${name} is full.`, section));
        if (taken === 'already_registered') {
          refusals.push(saveRefusal('duplicate_course', `You already hold ${name}.`, section));
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
