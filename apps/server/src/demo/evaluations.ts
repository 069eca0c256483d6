import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { sections, termWindows, terms } from '../modules/academic/schema.js';
import { MINIMUM_RESPONDENTS } from '../modules/evaluation/anonymity.js';
import { holdSubmission } from '../modules/evaluation/answer-queries.js';
import { releaseSection } from '../modules/evaluation/release.js';
import {
  evaluationCompletions,
  evaluationQuestions,
  type NewEvaluationQuestion,
} from '../modules/evaluation/schema.js';
import { sealSubmission, type SubjectAnswers } from '../modules/evaluation/sealed-answers.js';
import { registrations } from '../modules/registration/schema.js';
import type { SecretKey } from '../platform/crypto/secret-box.js';
import { openSecretBox } from '../platform/crypto/secret-keys.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { createRandom } from './random.js';

type Question = Omit<NewEvaluationQuestion, 'termId' | 'position'>;

/** The university's questionnaire, asked every term (a term may change it; the demo keeps one). */
const QUESTIONNAIRE: Question[] = [
  {
    categoryId: 1,
    kind: 'likert',
    textEn: 'The course objectives were clear.',
    textAr: 'كانت أهداف المقرر واضحة.',
  },
  {
    categoryId: 1,
    kind: 'likert',
    textEn: 'The course material helped me learn.',
    textAr: 'ساعدتني مواد المقرر على التعلم.',
  },
  {
    categoryId: 1,
    kind: 'likert',
    textEn: 'Assessments matched what was taught.',
    textAr: 'توافقت التقييمات مع ما تم تدريسه.',
  },
  {
    categoryId: 1,
    kind: 'likert',
    textEn: 'Overall, I am satisfied with this course.',
    textAr: 'بشكل عام، أنا راضٍ عن هذا المقرر.',
  },
  {
    categoryId: 1,
    kind: 'text',
    required: false,
    textEn: 'What would you change about this course?',
    textAr: 'ما الذي تود تغييره في هذا المقرر؟',
  },
  {
    categoryId: 2,
    kind: 'likert',
    textEn: 'The instructor explained the material clearly.',
    textAr: 'شرح المحاضر المادة بوضوح.',
  },
  {
    categoryId: 2,
    kind: 'likert',
    textEn: 'The instructor was available for questions.',
    textAr: 'كان المحاضر متاحًا للإجابة عن الأسئلة.',
  },
  {
    categoryId: 2,
    kind: 'likert',
    textEn: 'The instructor started and ended classes on time.',
    textAr: 'التزم المحاضر بمواعيد بدء المحاضرات وانتهائها.',
  },
  {
    categoryId: 2,
    kind: 'text',
    required: false,
    textEn: 'Any comment for the instructor?',
    textAr: 'هل لديك تعليق للمحاضر؟',
  },
];

const COMMENTS = [
  'More worked examples before the midterm, please.',
  'The lab sessions were the most useful part.',
  'Slides were shared late some weeks.',
  'Clear and well organised.',
];

/** Sections of the last past term that get answers: some at or above the report's threshold, some below. */
const EVALUATED_SECTIONS = 12;

type Random = ReturnType<typeof createRandom>;
type AskedQuestion = typeof evaluationQuestions.$inferSelect;

/** One student's answers about one subject: Likert scores around the subject's leaning, now and then a comment. */
function answersOf(
  random: Random,
  instructorId: number | null,
  leaning: number,
  questions: readonly AskedQuestion[],
): SubjectAnswers {
  const category = instructorId === null ? 1 : 2;
  const answers: SubjectAnswers = { instructorId, scores: [], comments: [] };
  for (const question of questions.filter((entry) => entry.categoryId === category)) {
    if (question.kind === 'text') {
      if (random.chance(0.3))
        answers.comments.push({ questionId: question.id, comment: random.pick(COMMENTS) });
      continue;
    }
    answers.scores.push({
      questionId: question.id,
      score: Math.min(5, Math.max(1, leaning + random.int(-1, 1))),
    });
  }
  return answers;
}

/**
 * The demo's course evaluation: the questionnaire for every term, and the answers of the last finished
 * term, so the quality office's report has content. The answers take the real path: each respondent's
 * completion and sealed submission, then the section's release (modules/evaluation/release.ts), so most
 * sections, with five or more respondents, are counted, and every third one, with two to four, keeps its
 * answers sealed (listed in the report, scores withheld). The current term's window stays closed (see
 * terms.ts), so no demo student is sent to the evaluation gate.
 */
export async function loadDemoEvaluations(
  handle: DatabaseHandle,
  options: { seed: number; secretKeys?: readonly SecretKey[]; onProgress: (line: string) => void },
) {
  options.onProgress('course evaluation');
  const db = handle.db;
  const random = createRandom(options.seed, 'evaluation');
  const { box } = await openSecretBox(db, options.secretKeys);
  await db.transaction(async (tx) => {
    const allTerms = await tx.select({ id: terms.id }).from(terms);
    await tx
      .insert(evaluationQuestions)
      .values(
        allTerms.flatMap((term) =>
          QUESTIONNAIRE.map((question, index) => ({ ...question, termId: term.id, position: index + 1 })),
        ),
      );
    // The latest finished term with a section of five or more students (a summer term may have none).
    const [past] = await tx
      .select({ id: terms.id })
      .from(terms)
      .innerJoin(sections, eq(sections.termId, terms.id))
      .where(and(eq(terms.isCurrent, false), gte(sections.enrolled, MINIMUM_RESPONDENTS)))
      .orderBy(desc(terms.startsOn))
      .limit(1);
    if (!past) return;
    const [window] = await tx
      .select({ closesAt: termWindows.closesAt })
      .from(termWindows)
      .where(and(eq(termWindows.termId, past.id), eq(termWindows.kind, 'evaluation')));
    const day = (window?.closesAt ?? new Date()).toISOString().slice(0, 10);
    const questions = await tx
      .select()
      .from(evaluationQuestions)
      .where(eq(evaluationQuestions.termId, past.id))
      .orderBy(asc(evaluationQuestions.categoryId), asc(evaluationQuestions.position));
    const chosen = await tx
      .select({ id: sections.id, instructorId: sections.instructorId })
      .from(sections)
      .where(and(eq(sections.termId, past.id), gte(sections.enrolled, 2)))
      .orderBy(desc(sections.enrolled), asc(sections.id))
      .limit(EVALUATED_SECTIONS * 3);
    let evaluated = 0;
    for (const [index, section] of chosen.entries()) {
      if (evaluated === EVALUATED_SECTIONS) break;
      const holders = await tx
        .select({ studentId: registrations.studentId })
        .from(registrations)
        .where(and(eq(registrations.sectionId, section.id), inArray(registrations.status, ['completed'])))
        .orderBy(asc(registrations.studentId));
      const small = index % 3 === 2 || holders.length < MINIMUM_RESPONDENTS;
      const wanted = small
        ? Math.min(holders.length, random.int(2, MINIMUM_RESPONDENTS - 1))
        : random.int(MINIMUM_RESPONDENTS, Math.min(holders.length, 14));
      if (wanted < 2) continue;
      evaluated += 1;
      const respondents = random.shuffle(holders).slice(0, wanted);
      const subjects = [null, ...(section.instructorId === null ? [] : [section.instructorId])];
      const leanings = subjects.map(() => random.int(2, 4));
      for (const respondent of respondents) {
        await tx
          .insert(evaluationCompletions)
          .values({ studentId: respondent.studentId, sectionId: section.id, evaluatedOn: day });
        const answers = subjects.map((instructorId, at) =>
          answersOf(random, instructorId, leanings[at] ?? 3, questions),
        );
        await holdSubmission(tx, section.id, sealSubmission(box, section.id, answers, questions));
      }
      // The window closed long ago: sections with enough respondents are released now, the rest stay sealed.
      if (wanted >= MINIMUM_RESPONDENTS) await releaseSection(tx, box, section.id);
    }
  });
  options.onProgress('course evaluation saved');
}
