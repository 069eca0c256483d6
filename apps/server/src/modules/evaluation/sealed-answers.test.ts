import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { EVALUATION_COMMENT_MAX } from '@portal/contract';
import { createSecretBox } from '../../platform/crypto/secret-box.js';
import {
  decodeSubmission,
  encodeSubmission,
  openSubmission,
  sealSubmission,
  type AskedQuestion,
  type SubjectAnswers,
} from './sealed-answers.js';

const QUESTIONS: AskedQuestion[] = [
  { id: 11, categoryId: 1, kind: 'likert' },
  { id: 12, categoryId: 1, kind: 'likert' },
  { id: 13, categoryId: 1, kind: 'text' },
  { id: 21, categoryId: 2, kind: 'likert' },
  { id: 22, categoryId: 2, kind: 'text' },
];

function submission(
  course: Partial<SubjectAnswers>,
  instructor: Partial<SubjectAnswers> = {},
): SubjectAnswers[] {
  return [
    { instructorId: null, scores: [], comments: [], ...course },
    { instructorId: 7, scores: [], comments: [], ...instructor },
  ];
}

describe('held submissions', () => {
  it('round-trip every answer, leaving out what was not answered', () => {
    const answers = submission(
      { scores: [{ questionId: 11, score: 5 }], comments: [{ questionId: 13, comment: 'أمثلة أكثر 🙂' }] },
      { scores: [{ questionId: 21, score: 1 }] },
    );
    expect(decodeSubmission(encodeSubmission(answers, QUESTIONS))).toEqual(answers);
  });

  it('are one length whatever was written: no comment, a short one, the longest in any script', () => {
    const lengths = [
      submission({}),
      submission({
        scores: [
          { questionId: 11, score: 3 },
          { questionId: 12, score: 4 },
        ],
      }),
      submission({ comments: [{ questionId: 13, comment: 'Fine.' }] }),
      submission(
        { comments: [{ questionId: 13, comment: 'ش'.repeat(EVALUATION_COMMENT_MAX) }] },
        { comments: [{ questionId: 22, comment: '🙂'.repeat(EVALUATION_COMMENT_MAX / 2) }] },
      ),
    ].map((answers) => encodeSubmission(answers, QUESTIONS).length);
    expect(new Set(lengths).size).toBe(1);
    const box = createSecretBox([{ id: 'k1', key: randomBytes(32) }]);
    const sealed = [
      submission({}),
      submission({ comments: [{ questionId: 13, comment: 'x'.repeat(900) }] }),
    ].map((answers) => sealSubmission(box, 4, answers, QUESTIONS));
    expect(sealed[0]?.length).toBe(sealed[1]?.length);
  });

  it('open only as the section they were sealed for', () => {
    const box = createSecretBox([{ id: 'k1', key: randomBytes(32) }]);
    const answers = submission({ comments: [{ questionId: 13, comment: 'Section four only.' }] });
    const sealed = sealSubmission(box, 4, answers, QUESTIONS);
    expect(sealed).not.toContain('Section four');
    expect(openSubmission(box, 4, sealed)).toEqual(answers);
    expect(() => openSubmission(box, 5, sealed)).toThrow('does not open');
  });

  it('refuse a comment longer than its slot', () => {
    const answers = submission({
      comments: [{ questionId: 13, comment: 'x'.repeat(EVALUATION_COMMENT_MAX + 1) }],
    });
    expect(() => encodeSubmission(answers, QUESTIONS)).toThrow(RangeError);
  });
});
