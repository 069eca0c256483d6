import { IonButton, IonIcon, IonProgressBar, IonSpinner, useIonRouter } from '@ionic/react';
import type { EvaluationAnswer, EvaluationQuestion, StudentEvaluation } from '@portal/contract';
import { alertCircleOutline, arrowBack } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageBody } from '../../components/page-body';
import { anyFailed, refetchAll } from '../../components/query-state/page-query';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useInstructorName } from '../../lib/instructor-name';
import { useCategoryQuestions } from './api/get-category-questions';
import { useCourseInstructors } from './api/get-course-instructors';
import { useStudentCourses } from './api/get-student-courses';
import { useInsertStudentEvaluation } from './api/insert-student-evaluation';
import { isAnswered, QuestionList, type Answers } from './components/question-list';
import './evaluation.css';

/** The subject key of the course's own answers; instructors are keyed by their id. */
const COURSE = 'course';

function answerList(questions: EvaluationQuestion[], answers: Answers): EvaluationAnswer[] {
  return questions.flatMap((question): EvaluationAnswer[] => {
    const answer = answers[question.QuestionId];
    if (question.Kind === 'likert') {
      return answer?.score === undefined ? [] : [{ QuestionId: question.QuestionId, Score: answer.score }];
    }
    const comment = answer?.comment?.trim() ?? '';
    return comment === '' ? [] : [{ QuestionId: question.QuestionId, Comment: comment }];
  });
}

function sectionFromSearch(search: string): number | undefined {
  const value = Number(new URLSearchParams(search).get('section'));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

function BackToCourses() {
  const { t } = useTranslation();
  const router = useIonRouter();
  return (
    <IonButton
      fill="clear"
      onClick={() => {
        router.push('/evaluation', 'back', 'replace');
      }}
    >
      <IonIcon slot="start" icon={arrowBack} aria-hidden="true" className="evaluation-flip" />
      {t('evaluation.backToCourses')}
    </IonButton>
  );
}

function EvaluationForm({ sectionId }: { sectionId: number }) {
  const { t, i18n } = useTranslation();
  const router = useIonRouter();
  const arabic = currentLanguage(i18n) === 'ar';
  const instructorName = useInstructorName();
  const courses = useStudentCourses();
  const instructors = useCourseInstructors(sectionId);
  const courseQuestions = useCategoryQuestions(1);
  const instructorQuestions = useCategoryQuestions(2);
  const submit = useInsertStudentEvaluation();
  const [answers, setAnswers] = useState<Readonly<Record<string, Answers>>>({});

  const queries = [courses, instructors, courseQuestions, instructorQuestions];
  if (
    anyFailed(queries) ||
    !courses.data ||
    !instructors.data ||
    !courseQuestions.data ||
    !instructorQuestions.data
  ) {
    return (
      <QueriesPending
        queries={queries}
        errorTitle={t('evaluation.errorTitle')}
        onRetry={() => void refetchAll(queries)()}
      />
    );
  }
  const course = courses.data.Courses.find((entry) => entry.SectionId === sectionId);
  if (!course || course.Evaluated || !courses.data.WindowOpen) {
    return (
      <StatePanel
        tone="empty"
        icon={alertCircleOutline}
        title={course?.Evaluated ? t('evaluation.alreadyDone') : t('evaluation.notAvailable')}
        action={<BackToCourses />}
      />
    );
  }
  const subjects = [
    { key: COURSE, title: t('evaluation.aboutCourse'), questions: courseQuestions.data },
    ...instructors.data.map((instructor) => ({
      key: String(instructor.InstructorId),
      title: t('evaluation.aboutInstructor', {
        name: instructorName(instructor),
      }),
      questions: instructorQuestions.data,
    })),
  ];
  const required = subjects.flatMap((subject) =>
    subject.questions.filter((question) => question.Required).map((question) => ({ subject, question })),
  );
  const answered = required.filter(({ subject, question }) =>
    isAnswered(question, answers[subject.key] ?? {}),
  );
  const complete = answered.length === required.length;
  const title = arabic ? course.CourseTitleAr : course.CourseTitleEn;

  const send = () => {
    const evaluation: StudentEvaluation = {
      SectionId: sectionId,
      CourseAnswers: answerList(courseQuestions.data, answers[COURSE] ?? {}),
      Instructors: instructors.data.map((instructor) => ({
        InstructorId: instructor.InstructorId,
        Answers: answerList(instructorQuestions.data, answers[String(instructor.InstructorId)] ?? {}),
      })),
    };
    submit.mutate(evaluation, {
      // The last course done: on to home, where the gate now lets the student through (spec §4).
      onSuccess: (result) => {
        router.push(result.Remaining > 0 ? '/evaluation' : '/home', 'root', 'replace');
      },
    });
  };

  return (
    <>
      <header className="evaluation-intro">
        <BackToCourses />
        <h1>{title}</h1>
        <p>{t('evaluation.section', { code: course.CourseCode, section: course.SectionNo })}</p>
        <p className="evaluation-intro__anonymous">{t('evaluation.anonymous')}</p>
      </header>
      <div className="evaluation-card evaluation-progress" aria-live="polite">
        <p className="evaluation-progress__label">
          {t('evaluation.requiredProgress', { done: answered.length, total: required.length })}
        </p>
        <IonProgressBar
          value={required.length === 0 ? 1 : answered.length / required.length}
          aria-hidden="true"
        />
      </div>
      {subjects.map((subject) => (
        <section key={subject.key} className="evaluation-card" aria-labelledby={`subject-${subject.key}`}>
          <h2 id={`subject-${subject.key}`} className="evaluation-card__title">
            {subject.title}
          </h2>
          <QuestionList
            subject={`s${subject.key}`}
            questions={subject.questions}
            answers={answers[subject.key] ?? {}}
            arabic={arabic}
            onAnswer={(questionId, answer) => {
              setAnswers((current) => ({
                ...current,
                [subject.key]: { ...current[subject.key], [questionId]: answer },
              }));
            }}
          />
        </section>
      ))}
      <div className="evaluation-submit">
        {!complete && <p className="evaluation-submit__hint">{t('evaluation.answerRequired')}</p>}
        {submit.isError && (
          <p className="evaluation-submit__error" role="alert">
            {errorMessage(submit.error, t)}
          </p>
        )}
        <IonButton expand="block" disabled={!complete || submit.isPending} onClick={send}>
          {submit.isPending ? <IonSpinner name="dots" aria-hidden="true" /> : t('evaluation.submit')}
        </IonButton>
      </div>
    </>
  );
}

/** Route `evaluation-questions`: one course's questionnaire (the course and each instructor), then submit. */
export default function EvaluationQuestionsPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const sectionId = sectionFromSearch(search);
  return (
    <PageBody>
      {sectionId === undefined ? (
        <StatePanel
          tone="empty"
          icon={alertCircleOutline}
          title={t('evaluation.notAvailable')}
          action={<BackToCourses />}
        />
      ) : (
        <EvaluationForm key={sectionId} sectionId={sectionId} />
      )}
    </PageBody>
  );
}
