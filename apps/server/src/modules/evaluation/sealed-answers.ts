import { EVALUATION_COMMENT_MAX } from '@portal/contract';
import type { SecretBox } from '../../platform/crypto/secret-box.js';

/** One subject's answers: the course (instructorId null) or one instructor of the section. */
export interface SubjectAnswers {
  instructorId: number | null;
  scores: { questionId: number; score: number }[];
  comments: { questionId: number; comment: string }[];
}

/** A question as the encoding needs it: its category decides which subjects answer it. */
export interface AskedQuestion {
  id: number;
  categoryId: 1 | 2;
  kind: 'likert' | 'text';
}

const FORMAT = 1;
/** A comment slot: EVALUATION_COMMENT_MAX UTF-16 code units (what the contract counts), 2 bytes each. */
const COMMENT_BYTES = EVALUATION_COMMENT_MAX * 2;
const HEADER_BYTES = 2;
const SUBJECT_BYTES = 6;
const LIKERT_BYTES = 6;
const TEXT_BYTES = 7 + COMMENT_BYTES;

const sealedFor = (sectionId: number) => `evaluation-answers:${String(sectionId)}`;

function askedOf(subject: SubjectAnswers, questions: readonly AskedQuestion[]) {
  const category = subject.instructorId === null ? 1 : 2;
  return questions.filter((question) => question.categoryId === category);
}

/**
 * One submission as bytes whose length depends only on the questionnaire and the number of instructors:
 * every question of a subject's category has its slot, answered or not, and a comment slot is always
 * EVALUATION_COMMENT_MAX code units long. So the sealed value says nothing about how much was written.
 *
 * Layout: format, subject count; per subject its instructor (0 = the course) and entry count; per entry
 * the question id and kind, then a score (0 = none) or a comment's length and its padded UTF-16 units.
 */
export function encodeSubmission(subjects: readonly SubjectAnswers[], questions: readonly AskedQuestion[]) {
  let size = HEADER_BYTES;
  for (const subject of subjects) {
    size += SUBJECT_BYTES;
    for (const question of askedOf(subject, questions)) {
      size += question.kind === 'likert' ? LIKERT_BYTES : TEXT_BYTES;
    }
  }
  const bytes = Buffer.alloc(size);
  let at = bytes.writeUInt8(FORMAT, 0);
  at = bytes.writeUInt8(subjects.length, at);
  for (const subject of subjects) {
    const asked = askedOf(subject, questions);
    at = bytes.writeUInt32BE(subject.instructorId ?? 0, at);
    at = bytes.writeUInt16BE(asked.length, at);
    for (const question of asked) {
      at = bytes.writeUInt32BE(question.id, at);
      if (question.kind === 'likert') {
        at = bytes.writeUInt8(1, at);
        const answer = subject.scores.find((entry) => entry.questionId === question.id);
        at = bytes.writeUInt8(answer?.score ?? 0, at);
        continue;
      }
      at = bytes.writeUInt8(2, at);
      const comment = subject.comments.find((entry) => entry.questionId === question.id)?.comment ?? '';
      if (comment.length > EVALUATION_COMMENT_MAX) throw new RangeError('A comment is longer than allowed.');
      at = bytes.writeUInt16BE(comment.length, at);
      bytes.write(comment, at, 'utf16le');
      at += COMMENT_BYTES;
    }
  }
  return bytes;
}

/** The answers back from encodeSubmission's bytes; unanswered slots are left out. */
export function decodeSubmission(bytes: Buffer): SubjectAnswers[] {
  if (bytes.readUInt8(0) !== FORMAT) throw new RangeError('Unknown held-answers format.');
  const subjects: SubjectAnswers[] = [];
  let at = HEADER_BYTES;
  for (let count = bytes.readUInt8(1); count > 0; count--) {
    const instructorId = bytes.readUInt32BE(at);
    const entries = bytes.readUInt16BE(at + 4);
    at += SUBJECT_BYTES;
    const subject: SubjectAnswers = { instructorId: instructorId || null, scores: [], comments: [] };
    for (let entry = 0; entry < entries; entry++) {
      const questionId = bytes.readUInt32BE(at);
      if (bytes.readUInt8(at + 4) === 1) {
        const score = bytes.readUInt8(at + 5);
        if (score > 0) subject.scores.push({ questionId, score });
        at += LIKERT_BYTES;
        continue;
      }
      const units = bytes.readUInt16BE(at + 5);
      const start = at + 7;
      if (units > 0) {
        subject.comments.push({
          questionId,
          comment: bytes.toString('utf16le', start, start + units * 2),
        });
      }
      at += TEXT_BYTES;
    }
    subjects.push(subject);
  }
  return subjects;
}

/** Seals one submission of a section: it opens only as that section's. */
export function sealSubmission(
  box: SecretBox,
  sectionId: number,
  subjects: readonly SubjectAnswers[],
  questions: readonly AskedQuestion[],
): string {
  return box.sealBytes(encodeSubmission(subjects, questions), sealedFor(sectionId));
}

/** Throws (SecretBoxError) when the value was altered, belongs to another section or its key is missing. */
export function openSubmission(box: SecretBox, sectionId: number, sealed: string): SubjectAnswers[] {
  return decodeSubmission(box.openBytes(sealed, sealedFor(sectionId)));
}
