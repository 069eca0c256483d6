import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.js';
import { termWindows, terms } from '../academic/schema.js';
import { registrations } from '../registration/schema.js';
import { evaluationCompletions } from './schema.js';
import { inCurrentTerm } from '../academic/current-term.js';
import { windowOpenAt } from '../academic/term-windows.js';

/** The current term (terms_one_current_idx) and its evaluation window (term_windows_term_kind_idx), open at `now`. */
function evaluationWindowOpen(db: Database, now: Date) {
  return db
    .select({ one: sql`1` })
    .from(termWindows)
    .innerJoin(terms, inCurrentTerm(termWindows.termId))
    .where(and(eq(termWindows.kind, 'evaluation'), windowOpenAt(now)));
}

export async function isEvaluationOpen(db: Database, now: Date): Promise<boolean> {
  const rows = await evaluationWindowOpen(db, now).limit(1);
  return rows.length > 0;
}

/**
 * One statement: is the window open, and does the student hold a registered section of the current term
 * (registrations_student_term_idx) with no "has evaluated" fact (the evaluation_completions primary key).
 */
export async function evaluationPending(db: Database, studentId: number, now: Date): Promise<boolean> {
  const leftToEvaluate = db
    .select({ one: sql`1` })
    .from(registrations)
    .innerJoin(terms, inCurrentTerm(registrations.termId))
    .where(
      and(
        eq(registrations.studentId, studentId),
        eq(registrations.status, 'registered'),
        sql`not exists (select 1 from ${evaluationCompletions} where ${evaluationCompletions.studentId} = ${registrations.studentId} and ${evaluationCompletions.sectionId} = ${registrations.sectionId})`,
      ),
    );
  const rows = await db
    .select({
      pending: sql<boolean>`exists (${evaluationWindowOpen(db, now)}) and exists (${leftToEvaluate})`,
    })
    .from(sql`(select 1) as probe`);
  return rows[0]?.pending === true;
}
