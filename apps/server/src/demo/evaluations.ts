import { and, asc, desc, eq, gte, inArray } from 'drizzle-orm';
import { sections, termWindows, terms } from '../modules/academic/schema.js';
import {
  evaluationComments,
  evaluationCompletions,
  evaluationQuestions,
  evaluationScores,
  evaluationTallies,
  type NewEvaluationQuestion,
} from '../modules/evaluation/schema.js';
import { registrations } from '../modules/registration/schema.js';
import type { DatabaseHandle } from '../platform/db/client.js';
import { MINIMUM_RESPONDENTS } from '../modules/evaluation/report.js';
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

/** The quality report's threshold (modules/evaluation/report.ts), for choosing sections on both sides of it. */
const MINIMUM_SHOWN = MINIMUM_RESPONDENTS;

/** Sections of the last past term that get answers: some at or above the report's threshold, some below. */
const EVALUATED_SECTIONS = 12;

/**
 * The demo's course evaluation: the questionnaire for every term, and the answers of the last finished
 * term, so the quality office's report has content: most sections with five or more respondents, every
 * third one with two to four (listed, scores withheld). The current term's window stays closed (see
 * terms.ts), so no demo student is sent to the evaluation gate.
 */
export async function loadDemoEvaluations(
  handle: DatabaseHandle,
  options: { seed: number; onProgress: (line: string) => void },
) {
  options.onProgress('course evaluation');
  const db = handle.db;
  const random = createRandom(options.seed, 'evaluation');
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
      .where(and(eq(terms.isCurrent, false), gte(sections.enrolled, MINIMUM_SHOWN)))
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
      .orderBy(asc(evaluationQuestions.position));
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
      const small = index % 3 === 2 || holders.length < MINIMUM_SHOWN;
      const wanted = small
        ? Math.min(holders.length, random.int(2, MINIMUM_SHOWN - 1))
        : random.int(MINIMUM_SHOWN, Math.min(holders.length, 14));
      if (wanted < 2) continue;
      evaluated += 1;
      const respondents = random.shuffle(holders).slice(0, wanted);
      await tx.insert(evaluationCompletions).values(
        respondents.map((holder) => ({
          studentId: holder.studentId,
          sectionId: section.id,
          evaluatedOn: day,
        })),
      );
      const subjects = [null, ...(section.instructorId === null ? [] : [section.instructorId])];
      for (const instructorId of subjects) {
        const category = instructorId === null ? 1 : 2;
        await tx
          .insert(evaluationTallies)
          .values({ sectionId: section.id, instructorId, respondents: wanted });
        const counts = new Map<string, { questionId: number; score: number; answers: number }>();
        const comments: string[] = [];
        const leaning = random.int(2, 4);
        for (let respondent = 0; respondent < wanted; respondent++) {
          for (const question of questions.filter((entry) => entry.categoryId === category)) {
            if (question.kind === 'text') {
              if (random.chance(0.3)) comments.push(random.pick(COMMENTS));
              continue;
            }
            const score = Math.min(5, Math.max(1, leaning + random.int(-1, 1)));
            const key = `${String(question.id)}:${String(score)}`;
            const counted = counts.get(key) ?? { questionId: question.id, score, answers: 0 };
            counts.set(key, { ...counted, answers: counted.answers + 1 });
          }
        }
        await tx
          .insert(evaluationScores)
          .values([...counts.values()].map((count) => ({ ...count, sectionId: section.id, instructorId })));
        const commentQuestion = questions.find(
          (entry) => entry.categoryId === category && entry.kind === 'text',
        );
        if (commentQuestion && comments.length > 0) {
          await tx.insert(evaluationComments).values(
            comments.sort().map((comment) => ({
              sectionId: section.id,
              instructorId,
              questionId: commentQuestion.id,
              comment,
            })),
          );
        }
      }
    }
  });
  options.onProgress('course evaluation saved');
}
