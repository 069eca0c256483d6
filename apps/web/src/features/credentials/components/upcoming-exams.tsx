import type { CredentialExam } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CREDENTIALS_NAMESPACE } from '../translations';
import { useCredentialFormat } from '../use-credential-format';

/** The student's exams whose accounts are not shown yet, each with when they will be. */
export function UpcomingExams({ exams }: { exams: readonly CredentialExam[] }) {
  const { t } = useTranslation(['translation', CREDENTIALS_NAMESPACE]);
  const format = useCredentialFormat();
  return (
    <section className="credential-upcoming" aria-labelledby="credential-upcoming-title">
      <h2 id="credential-upcoming-title">{t('credentials:upcoming.title')}</h2>
      <ul>
        {exams.map((exam) => (
          <li key={exam.ExamId}>
            <strong>
              {exam.CourseCode} · {format.courseTitle(exam)}
            </strong>
            <span className="credential-muted">
              {t('credentials:upcoming.shownFrom', { time: format.dateTime(exam.OpensAt) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
