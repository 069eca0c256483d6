import { sectionSaid } from '../academic/section-name.js';
import type { AddDropCart, AddDropSaveResult, CartChange, ChangeRefusal } from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import { creditsOf, sectionDetails, timetableView, type SectionDetail } from '../academic/section-views.js';
import { termWindowState } from '../academic/term-windows.js';
import { heldSections } from '../registration/held-sections.js';
import type { AdvisingRules } from '../advising/service.js';
import { cartOf } from './queries.js';
import type { Language } from '../../platform/i18n/language.js';
import { say, type Unsaid } from '../../platform/i18n/said.js';
import { allSpoken } from '../../platform/i18n/words.js';
import type { SectionKind } from '@portal/contract';

/** What every cart call works with: the database, advising's rules (through this module's port), the time. */
export interface AddDropContext {
  db: Database;
  rules: AdvisingRules;
  now: Date;
}

/** A cart write or Save naming a version the cart has left (a double tap, another tab). */
export const STALE_MESSAGE = say('cart.stale');

export const NO_TERM_MESSAGE = say('cart.noTerm');

/** A refused change of the cart, its message not yet put into words. */
export type CartRefusal = Unsaid<ChangeRefusal>;

/** The cart with its problems not yet put into words. */
export type UnsaidCart = Omit<AddDropCart, 'Problems'> & { Problems: CartRefusal[] };

/** A Save's result with its refusals not yet put into words. */
export type UnsaidSaveResult = Omit<AddDropSaveResult, 'Refusals'> & { Refusals: CartRefusal[] };

export const cartIn = (cart: UnsaidCart, language: Language): AddDropCart => ({
  ...cart,
  Problems: allSpoken(cart.Problems, language),
});

export const saveResultIn = (result: UnsaidSaveResult, language: Language): AddDropSaveResult => ({
  ...result,
  Refusals: allSpoken(result.Refusals, language),
});

/** Every refusal's message, in order, as one plain paragraph. */
export const messageOf = (refusals: readonly CartRefusal[]) =>
  say('rules.refusals', { refusals: refusals.map((refusal) => refusal.Message) });

/** "CSC 301 section 2", "CSC 301 lab 3": a section as the student knows it. */
export const sectionName = (section: { CourseCode: string; SectionNo: string; Kind: SectionKind }) =>
  sectionSaid(section.Kind, section.CourseCode, section.SectionNo);

/**
 * The cart as a change of the timetable. A section both dropped and added (the lecture kept when a lab is
 * swapped under it) is no change: it keeps its seat, and the rules judge the lab with its lecture.
 */
export function netChange(changes: readonly { kind: 'add' | 'drop'; sectionId: number }[]): {
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

/**
 * The cart as the student reviews it: the pending changes, the timetable they would hold after Save, its
 * credits, and what the rules would refuse now (so the page can warn before Save; Save checks again).
 */
export async function readCart(context: AddDropContext, studentId: number): Promise<UnsaidCart> {
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
