import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.js';
import { sections, terms } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * A student's add/drop cart for a term: only its version lives here. Every change to the cart (and Save)
 * moves the version on with a conditional update, so a double submission or a page showing an older cart
 * changes nothing: the second request names a version that is no longer there.
 */
export const addDropCarts = pgTable(
  'add_drop_carts',
  {
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    version: integer().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.studentId, t.termId] })],
);

export const CART_CHANGE_KINDS = ['add', 'drop'] as const;
export type CartChangeKind = (typeof CART_CHANGE_KINDS)[number];

/** A pending change: a section to take ('add') or to give up ('drop'). No seat is held until Save. */
export const addDropCartChanges = pgTable(
  'add_drop_cart_changes',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    termId: integer()
      .notNull()
      .references(() => terms.id),
    kind: text().$type<CartChangeKind>().notNull(),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A section is in the cart at most once as an add and once as a drop (a lab swapped under the same
    // lecture drops and re-adds the lecture); also serves reading one student's cart.
    uniqueIndex('add_drop_cart_changes_student_term_section_idx').on(
      t.studentId,
      t.termId,
      t.sectionId,
      t.kind,
    ),
    check('add_drop_cart_changes_kind_check', sql`${t.kind} in ('add', 'drop')`),
  ],
);
export type AddDropCartChange = typeof addDropCartChanges.$inferSelect;
