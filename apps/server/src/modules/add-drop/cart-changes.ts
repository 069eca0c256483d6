import type {
  InsertTempAddCourseBody,
  InsertTempDropCourseBody,
  RemoveFromTmpAddDropBody,
} from '@portal/contract';
import type { RefusalStatus } from '../../platform/http/envelope.js';
import { sectionDetails } from '../academic/section-views.js';
import { termWindowState } from '../academic/term-windows.js';
import { heldSections } from '../registration/held-sections.js';
import {
  messageOf,
  NO_TERM_MESSAGE,
  readCart,
  sectionName,
  STALE_MESSAGE,
  type AddDropContext,
} from './cart.js';
import {
  advanceCartVersion,
  cartOf,
  deleteCartChanges,
  insertCartChanges,
  type Transaction,
} from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type Said } from '../../platform/i18n/said.js';
import { inEnglish } from '../../platform/i18n/words.js';
import type { UnsaidCart } from './cart.js';

export type CartOutcome =
  { kind: 'cart'; cart: UnsaidCart } | Refused<RefusalStatus, { cart: UnsaidCart | null }>;

/** Refuses with the cart as it is, so the page shows the truth next to the reason. */
async function refuseWithCart(
  context: AddDropContext,
  studentId: number,
  status: RefusalStatus,
  message: Said,
): Promise<CartOutcome> {
  return { ...refused(status, message), cart: await readCart(context, studentId) };
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
    return refuseWithCart(context, studentId, '423', entry.length > 0 ? messageOf(entry) : NO_TERM_MESSAGE);
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
    return refuseWithCart(context, studentId, error.status, error.said);
  }
  return { kind: 'cart', cart: await readCart(context, studentId) };
}

/** A cart change refused after the version moved: thrown so the transaction rolls the version back too. */
class CartProblem extends Error {
  constructor(
    readonly status: RefusalStatus,
    readonly said: Said,
  ) {
    super(inEnglish(said));
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
      throw new CartProblem('404', say('rules.notOffered'));
    }
    const lectures = found.filter((section) => section.Kind === 'lecture');
    const lecture = lectures[0];
    if (lectures.length !== 1 || !lecture || new Set(found.map((s) => s.CourseId)).size !== 1) {
      throw new CartProblem('422', say('cart.oneCourse'));
    }
    const stray = found.find(
      (section) => section.Kind !== 'lecture' && section.lectureSectionId !== lecture.SectionId,
    );
    if (stray) {
      throw new CartProblem(
        '422',
        say('cart.otherLecture', { section: sectionName(stray), course: stray.CourseCode }),
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
    if (already) throw new CartProblem('409', say('cart.alreadyHold', { section: sectionName(already) }));
    const pending = found.find((section) =>
      cart.changes.some((c) => c.kind === 'add' && c.sectionId === section.SectionId),
    );
    if (pending) throw new CartProblem('409', say('cart.alreadyInCart', { section: sectionName(pending) }));
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
    if (held.length === 0) throw new CartProblem('404', say('cart.notHeld'));
    const cart = await cartOf(tx, studentId, termId);
    const fresh = held.filter((h) => !cart.changes.some((c) => c.sectionId === h.sectionId));
    if (fresh.length === 0) throw new CartProblem('409', say('cart.dropInCart'));
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
    if (!target) throw new CartProblem('404', say('cart.noSuchChange'));
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
