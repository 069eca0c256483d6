import { IonTextarea } from '@ionic/react';
import { EVALUATION_COMMENT_MAX, type EvaluationQuestion } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { LikertScale } from './likert-scale';

/** Answers of one subject (the course, or one instructor) by question id. */
export type Answers = Readonly<Record<number, { score?: number; comment?: string }>>;

export function isAnswered(question: EvaluationQuestion, answers: Answers): boolean {
  const answer = answers[question.QuestionId];
  return question.Kind === 'likert' ? answer?.score !== undefined : (answer?.comment?.trim() ?? '') !== '';
}

/** One subject's questions: Likert scales and comment boxes, required ones marked. */
export function QuestionList({
  subject,
  questions,
  answers,
  onAnswer,
  arabic,
}: {
  subject: string;
  questions: EvaluationQuestion[];
  answers: Answers;
  onAnswer: (questionId: number, answer: { score?: number; comment?: string }) => void;
  arabic: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ol className="evaluation-questions">
      {questions.map((question) => {
        const labelId = `${subject}-q${String(question.QuestionId)}`;
        const answer = answers[question.QuestionId];
        return (
          <li key={question.QuestionId} className="evaluation-question">
            <p id={labelId} className="evaluation-question__text">
              {arabic ? question.TextAr : question.TextEn}
              {question.Required ? (
                <span className="evaluation-question__required"> *</span>
              ) : (
                <span className="evaluation-question__optional"> ({t('evaluation.optional')})</span>
              )}
            </p>
            {question.Kind === 'likert' ? (
              <LikertScale
                name={labelId}
                labelledBy={labelId}
                value={answer?.score}
                onChange={(score) => {
                  onAnswer(question.QuestionId, { score });
                }}
              />
            ) : (
              <IonTextarea
                aria-labelledby={labelId}
                className="evaluation-question__comment"
                fill="outline"
                autoGrow
                maxlength={EVALUATION_COMMENT_MAX}
                placeholder={t('evaluation.commentPlaceholder')}
                value={answer?.comment ?? ''}
                onIonInput={(event) => {
                  onAnswer(question.QuestionId, { comment: event.detail.value ?? '' });
                }}
              />
            )}
          </li>
        );
      })}
    </ol>
  );
}
