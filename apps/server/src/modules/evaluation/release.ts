import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Database, Transaction } from '../../platform/db/client.js';
import { MINIMUM_RESPONDENTS, RELEASE_GRACE_MS } from './anonymity.js';
import {
  addReleasedCounts,
  releasableSections,
  takeHeldSubmissions,
  type ReleasedCounts,
} from './release-queries.js';
import { openSubmission, type SubjectAnswers } from './sealed-answers.js';

/** A section's held submissions stay held: fewer than the minimum, or one that does not open. */
class KeptHeld extends Error {
  constructor(readonly reason: 'too-few' | 'unreadable') {
    super(`held answers kept: ${reason}`);
  }
}

export interface ReleaseLog {
  error(details: object, message: string): void;
}

export interface ReleaseResult {
  /** Sections released in this pass, and the submissions they added. */
  sections: number;
  submissions: number;
  /** Sections whose held answers do not open (a missing key, an altered row): kept, and logged. */
  unreadable: number[];
  /** Sections whose release failed for another reason: kept, and logged. */
  failed: number[];
}

/** The course (null) first, then instructors by id: the order of every list a release writes. */
const bySubject = (a: number | null, b: number | null) => (a ?? 0) - (b ?? 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * What a set of submissions adds: respondents per subject, answers per subject, question and score, and
 * the comments. Each list is sorted by its own content, never by the order the submissions came in, so
 * rows written in this order say nothing about who answered first or which answers went together.
 */
export function countSubmissions(submissions: readonly SubjectAnswers[][]): ReleasedCounts {
  const tallies = new Map<number, ReleasedCounts['tallies'][number]>();
  const scores = new Map<string, ReleasedCounts['scores'][number]>();
  const comments: ReleasedCounts['comments'] = [];
  for (const subject of submissions.flat()) {
    const key = subject.instructorId ?? 0;
    const tally = tallies.get(key) ?? { instructorId: subject.instructorId, respondents: 0 };
    tallies.set(key, { ...tally, respondents: tally.respondents + 1 });
    for (const { questionId, score } of subject.scores) {
      const scoreKey = `${String(key)}:${String(questionId)}:${String(score)}`;
      const counted = scores.get(scoreKey) ?? {
        instructorId: subject.instructorId,
        questionId,
        score,
        answers: 0,
      };
      scores.set(scoreKey, { ...counted, answers: counted.answers + 1 });
    }
    for (const { questionId, comment } of subject.comments) {
      comments.push({ instructorId: subject.instructorId, questionId, comment });
    }
  }
  return {
    tallies: [...tallies.values()].sort((a, b) => bySubject(a.instructorId, b.instructorId)),
    scores: [...scores.values()].sort(
      (a, b) => bySubject(a.instructorId, b.instructorId) || a.questionId - b.questionId || a.score - b.score,
    ),
    comments: comments.sort(
      (a, b) =>
        bySubject(a.instructorId, b.instructorId) ||
        a.questionId - b.questionId ||
        byText(a.comment, b.comment),
    ),
  };
}

/**
 * Releases every held submission of one section, in the caller's transaction: takes them out of the
 * holding table, opens them and adds them to the counters and comments together. Refuses (KeptHeld, so the
 * transaction rolls back and they stay held) fewer than MINIMUM_RESPONDENTS different ones — a copied row
 * is the same sealed value and counts once — and any that does not open.
 */
export async function releaseSection(tx: Transaction, box: SecretBox, sectionId: number): Promise<number> {
  const held = [...new Set(await takeHeldSubmissions(tx, sectionId))];
  if (held.length < MINIMUM_RESPONDENTS) throw new KeptHeld('too-few');
  let submissions: SubjectAnswers[][];
  try {
    submissions = held.map((sealed) => openSubmission(box, sectionId, sealed));
  } catch {
    throw new KeptHeld('unreadable');
  }
  await addReleasedCounts(tx, sectionId, countSubmissions(submissions));
  return held.length;
}

/**
 * One pass of the release: every section whose term's evaluation window closed RELEASE_GRACE_MS ago or
 * more and that holds MINIMUM_RESPONDENTS submissions or more, each in a transaction of its own. Safe to
 * run on several instances at once (takeHeldSubmissions). A section that fails is logged by its id alone
 * (platform/db/error-for-log.ts keeps statement parameters and failing rows out of the line) and tried again next pass.
 */
export async function releaseHeldAnswers(
  db: Database,
  box: SecretBox,
  log: ReleaseLog,
  now: Date,
): Promise<ReleaseResult> {
  const result: ReleaseResult = { sections: 0, submissions: 0, unreadable: [], failed: [] };
  const closedBefore = new Date(now.getTime() - RELEASE_GRACE_MS);
  for (const sectionId of await releasableSections(db, closedBefore, MINIMUM_RESPONDENTS)) {
    try {
      result.submissions += await db.transaction((tx) => releaseSection(tx, box, sectionId));
      result.sections += 1;
    } catch (error) {
      if (error instanceof KeptHeld && error.reason === 'too-few') continue;
      if (error instanceof KeptHeld) {
        result.unreadable.push(sectionId);
        log.error(
          { sectionId },
          'evaluation release: held answers do not open (is the key that sealed them in SECRETS_KEYS?)',
        );
      } else {
        result.failed.push(sectionId);
        log.error({ err: error, sectionId }, 'evaluation release: a section could not be released');
      }
    }
  }
  return result;
}
