import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../platform/db/client.js';
import { sections, termWindows } from '../academic/schema.js';
import { evaluationComments, evaluationHeldAnswers, evaluationScores, evaluationTallies } from './schema.js';

/** Rows per insert statement: far below PostgreSQL's 65,535 parameters for the widest row here. */
const CHUNK = 1000;

/**
 * Sections with at least `minimum` different held submissions whose term's evaluation window closed before
 * `closedBefore` (a term without one counts as closed): the release's work, by
 * evaluation_held_answers_section_idx and term_windows_term_kind_idx.
 */
export async function releasableSections(db: Database, closedBefore: Date, minimum: number) {
  const rows = await db
    .select({ sectionId: evaluationHeldAnswers.sectionId })
    .from(evaluationHeldAnswers)
    .innerJoin(sections, eq(sections.id, evaluationHeldAnswers.sectionId))
    .where(
      sql`not exists (select 1 from ${termWindows} where ${termWindows.termId} = ${sections.termId} and ${termWindows.kind} = 'evaluation' and ${termWindows.closesAt} > ${closedBefore.toISOString()})`,
    )
    .groupBy(evaluationHeldAnswers.sectionId)
    .having(sql`count(distinct ${evaluationHeldAnswers.sealed}) >= ${minimum}`)
    .orderBy(asc(evaluationHeldAnswers.sectionId));
  return rows.map((row) => row.sectionId);
}

/**
 * Takes every held submission of a section out of the holding table. Deleting is the claim: a second
 * release running at once waits on these rows and then finds them gone, so each is counted once.
 */
export async function takeHeldSubmissions(tx: Transaction, sectionId: number): Promise<string[]> {
  const rows = await tx
    .delete(evaluationHeldAnswers)
    .where(eq(evaluationHeldAnswers.sectionId, sectionId))
    .returning({ sealed: evaluationHeldAnswers.sealed });
  return rows.map((row) => row.sealed);
}

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) result.push(rows.slice(at, at + CHUNK));
  return result;
}

export interface ReleasedCounts {
  tallies: { instructorId: number | null; respondents: number }[];
  scores: { instructorId: number | null; questionId: number; score: number; answers: number }[];
  comments: { instructorId: number | null; questionId: number; comment: string }[];
}

/**
 * Adds a release's counts to the section's counters and inserts its comments, each in the order given
 * (release.ts sorts them by their content, so the heap order says nothing about who answered when).
 */
export async function addReleasedCounts(tx: Transaction, sectionId: number, counts: ReleasedCounts) {
  for (const rows of chunks(counts.tallies)) {
    await tx
      .insert(evaluationTallies)
      .values(rows.map((row) => ({ sectionId, ...row })))
      .onConflictDoUpdate({
        target: [evaluationTallies.sectionId, evaluationTallies.instructorId],
        set: { respondents: sql`${evaluationTallies.respondents} + excluded.respondents` },
      });
  }
  for (const rows of chunks(counts.scores)) {
    await tx
      .insert(evaluationScores)
      .values(rows.map((row) => ({ sectionId, ...row })))
      .onConflictDoUpdate({
        target: [
          evaluationScores.sectionId,
          evaluationScores.instructorId,
          evaluationScores.questionId,
          evaluationScores.score,
        ],
        set: { answers: sql`${evaluationScores.answers} + excluded.answers` },
      });
  }
  for (const rows of chunks(counts.comments)) {
    await tx.insert(evaluationComments).values(rows.map((row) => ({ sectionId, ...row })));
  }
}
