import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { id, timestamps } from '../../platform/db/columns.js';
import { students } from '../student/schema.js';

/** 'portal': the student may not use the app at all (GetMenu answers 403); 'exams': barred from exams only. */
export const BLOCK_SCOPES = ['portal', 'exams'] as const;
export type BlockScope = (typeof BLOCK_SCOPES)[number];

/**
 * A block on a student who is otherwise active (a disciplinary decision, an unpaid balance), in force
 * from `starts_at` until `ends_at` (null: until staff lift it). Kept as history: lifting sets `ends_at`.
 */
export const studentBlocks = pgTable(
  'student_blocks',
  {
    id: id(),
    studentId: integer()
      .notNull()
      .references(() => students.id),
    scope: text().$type<BlockScope>().notNull().default('portal'),
    /** Shown to the student: say what to do, e.g. "Please visit Student Affairs". */
    reason: text().notNull(),
    startsAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    // Serves the block look-up of GetMenu, GetStudentAuthData and GetExamAuthData (one student's rows).
    index('student_blocks_student_idx').on(t.studentId, t.scope),
    check('student_blocks_scope_check', sql`${t.scope} in ('portal', 'exams')`),
    check('student_blocks_period_check', sql`${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
  ],
);
export type StudentBlock = typeof studentBlocks.$inferSelect;
export type NewStudentBlock = typeof studentBlocks.$inferInsert;
