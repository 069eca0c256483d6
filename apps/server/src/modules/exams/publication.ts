import type {
  ExamForPublication,
  ExamKind,
  ExamsForPublication,
  MobilePageName,
  PublishedExamScores,
} from '@portal/contract';
import type { Database } from '../../platform/db/client.js';
import type { EventBus } from '../../platform/events/event-bus.js';
import { sendMessage, writtenByPortal } from '../notify/service.js';
import { examToPublish, examsForPublication, lectureSectionsOf, markPublished } from './queries.js';
import { refused, type Refused } from '../../platform/http/refused.js';
import { say, type MessageId } from '../../platform/i18n/said.js';

const KIND_MESSAGES = {
  midterm: { title: 'exams.midtermPublished', body: 'exams.midtermScore' },
  final: { title: 'exams.finalPublished', body: 'exams.finalScore' },
  practical: { title: 'exams.practicalPublished', body: 'exams.practicalScore' },
} as const satisfies Record<ExamKind, { title: MessageId; body: MessageId }>;
const SCORING_PAGES: Record<ExamKind, MobilePageName> = {
  midterm: 'midterm-scoring',
  final: 'final-scoring',
  practical: 'practical-scoring',
};

export type PublishOutcome =
  | { kind: 'published'; result: PublishedExamScores; course: string; examKind: ExamKind }
  | Refused<'404' | '409'>;

/** Staff's list of the current term's exams with how many seats are marked and whether published. */
export async function examsToPublish(
  db: Database,
  kind: ExamKind | undefined,
  timeZone: string,
): Promise<ExamsForPublication> {
  const rows = await examsForPublication(db, kind);
  const exams = rows.map((row): ExamForPublication => ({
    ExamId: row.examId,
    Kind: row.kind,
    CourseCode: row.courseCode,
    CourseTitleEn: row.titleEn,
    StartsAt: row.startsAt.toISOString(),
    EndsAt: row.endsAt.toISOString(),
    Seats: row.seats,
    Marked: row.marked,
    PublishedAt: row.publishedAt?.toISOString() ?? null,
  }));
  return { TimeZone: timeZone, Exams: exams };
}

/**
 * Publishes an exam's scores once every seat is marked (a score, or absent), then tells the course's
 * students through the message centre, one message per lecture section. Publishing again changes
 * nothing and tells nobody: the flag is set by a conditional update, so only one call wins.
 */
export async function publishExamScores(
  db: Database,
  events: EventBus,
  request: { examId: number; staffId: number; now: Date },
): Promise<PublishOutcome> {
  const exam = await examToPublish(db, request.examId);
  if (!exam) return refused('404', say('exams.noExam'));
  const view = (publishedAt: Date, alreadyPublished: boolean, notified: number): PublishOutcome => ({
    kind: 'published',
    course: exam.courseCode,
    examKind: exam.kind,
    result: {
      ExamId: exam.examId,
      PublishedAt: publishedAt.toISOString(),
      AlreadyPublished: alreadyPublished,
      Notified: notified,
    },
  });
  if (exam.publishedAt) return view(exam.publishedAt, true, 0);
  if (exam.seats === 0) {
    return refused('409', say('exams.nobodySits'));
  }
  if (exam.unmarked > 0) {
    return refused('409', say('exams.unmarked', { unmarked: exam.unmarked, seats: exam.seats }));
  }
  const publishedAt = await markPublished(db, exam.examId, request.staffId, request.now);
  if (!publishedAt) {
    const again = await examToPublish(db, request.examId);
    return view(again?.publishedAt ?? request.now, true, 0);
  }
  const words = KIND_MESSAGES[exam.kind];
  const course = exam.courseCode;
  const told = new Set<number>();
  for (const section of await lectureSectionsOf(db, exam.termId, exam.courseId)) {
    const outcome = await sendMessage(
      db,
      {
        ...writtenByPortal(
          say(words.title, { course }),
          say(words.body, { course, title: { en: exam.titleEn, ar: exam.titleAr } }),
        ),
        link: SCORING_PAGES[exam.kind],
        audience: { Kind: 'section', SectionId: section.id },
        topic: 'exams',
      },
      events,
    );
    if (outcome.kind === 'sent') for (const id of outcome.recipientIds) told.add(id);
  }
  return view(publishedAt, false, told.size);
}
