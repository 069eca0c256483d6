import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { id } from '../../platform/db/columns.js';
import { sections } from '../academic/schema.js';
import { students } from '../student/schema.js';

/**
 * A place in a section's line. 'waiting' and 'offered' are in line; the rest are how the place ended:
 * the student took the seat, left the line, declined the offer, or let it lapse.
 */
export const WAITLIST_STATUSES = ['waiting', 'offered', 'accepted', 'left', 'declined', 'lapsed'] as const;
export type WaitlistStatus = (typeof WAITLIST_STATUSES)[number];

/**
 * One row per place taken in a line; the order of the line is the order of joining (`id`, from one
 * sequence). An offered place holds one `held` seat in its section (and its lab section) until it is
 * answered or lapses, so `sections.held` always equals the count of 'offered' rows naming the section.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    sectionId: integer()
      .notNull()
      .references(() => sections.id),
    /**
     * For a lecture of a course with labs, the lab or tutorial waited for with it: one request, whose offer
     * holds a seat in both sections or in neither.
     */
    labSectionId: integer().references(() => sections.id),
    status: text().$type<WaitlistStatus>().notNull().default('waiting'),
    joinedAt: timestamp({ withTimezone: true }).notNull(),
    offeredAt: timestamp({ withTimezone: true }),
    offerExpiresAt: timestamp({ withTimezone: true }),
    /** When the student was told of the offer (message and push); null until the notifier has sent it. */
    notifiedAt: timestamp({ withTimezone: true }),
    /** When the place ended (accepted, left, declined, lapsed). */
    endedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One place per student per section: a second join while in line is refused by the database too.
    uniqueIndex('waitlist_entries_one_place_idx')
      .on(t.studentId, t.sectionId)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // Serves the head of a section's line and positions: the places still in line, in joining order.
    index('waitlist_entries_line_idx')
      .on(t.sectionId, t.id)
      .where(sql`${t.status} in ('waiting', 'offered')`),
    // The lab's line: requests that wait for the lab with its lecture.
    index('waitlist_entries_lab_line_idx')
      .on(t.labSectionId, t.id)
      .where(sql`${t.status} in ('waiting', 'offered') and ${t.labSectionId} is not null`),
    // Serves the sweeper: offers by expiry, and offers the student has not been told of yet.
    index('waitlist_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'offered'`),
    index('waitlist_entries_unnotified_idx')
      .on(t.id)
      .where(sql`${t.status} = 'offered' and ${t.notifiedAt} is null`),
    // Serves "my waitlists".
    index('waitlist_entries_student_idx').on(t.studentId),
    check(
      'waitlist_entries_status_check',
      sql`${t.status} in ('waiting', 'offered', 'accepted', 'left', 'declined', 'lapsed')`,
    ),
    check(
      'waitlist_entries_lab_check',
      sql`${t.labSectionId} is null or ${t.labSectionId} <> ${t.sectionId}`,
    ),
    check(
      'waitlist_entries_offer_check',
      sql`${t.status} <> 'offered' or (${t.offeredAt} is not null and ${t.offerExpiresAt} is not null)`,
    ),
  ],
);
export type WaitlistEntry = typeof waitlistEntries.$inferSelect;
