import type { TranscriptCourse, WithdrawalState } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatNumber, formatPoints, localTitle } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import { useWideLayout } from '../use-wide-layout';
import { CourseActions } from './course-actions';
import { CourseMarks, GradeText } from './course-marks';
import '../transcript.css';
import './course-list.css';

interface CourseListProps {
  courses: TranscriptCourse[];
  withdrawal: WithdrawalState | null;
  onPrerequisites: (course: TranscriptCourse) => void;
}

/** A term's courses: a table on wide screens, one card per course on a phone. */
export function CourseList({ courses, withdrawal, onPrerequisites }: CourseListProps) {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const wide = useWideLayout();
  const arabic = currentLanguage(i18n) === 'ar';
  const language = i18n.language;
  const points = (course: TranscriptCourse) =>
    course.Points === null ? '—' : formatPoints(course.Points, language);
  if (wide) {
    return (
      <table className="course-table">
        <thead>
          <tr>
            <th scope="col">{t('transcript:columns.code')}</th>
            <th scope="col">{t('transcript:columns.course')}</th>
            <th scope="col" className="course-table__number">
              {t('transcript:columns.credits')}
            </th>
            <th scope="col">{t('transcript:columns.grade')}</th>
            <th scope="col" className="course-table__number">
              {t('transcript:columns.points')}
            </th>
            <th scope="col">{t('transcript:columns.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {courses.map((course) => (
            <tr key={course.CourseId} data-course={course.CourseCode}>
              <td>
                <bdi dir="ltr">{course.CourseCode}</bdi>
              </td>
              <td>
                {localTitle(course, arabic)}
                <CourseMarks course={course} />
              </td>
              <td className="course-table__number">{formatNumber(course.Credits, language)}</td>
              <td>
                <GradeText course={course} />
              </td>
              <td className="course-table__number">{points(course)}</td>
              <td>
                <CourseActions course={course} withdrawal={withdrawal} onPrerequisites={onPrerequisites} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <ul className="course-cards">
      {courses.map((course) => (
        <li key={course.CourseId} className="course-card" data-course={course.CourseCode}>
          <div className="course-card__head">
            <div>
              <p className="course-card__title">{localTitle(course, arabic)}</p>
              <p className="course-card__meta">
                <bdi dir="ltr">{course.CourseCode}</bdi> ·{' '}
                {t('transcript:credits', { count: course.Credits })}
              </p>
            </div>
            <div className="course-card__grade">
              <GradeText course={course} />
              {course.Points !== null && (
                <span className="course-card__points">
                  {t('transcript:points', { points: points(course) })}
                </span>
              )}
            </div>
          </div>
          <CourseMarks course={course} />
          <CourseActions course={course} withdrawal={withdrawal} onPrerequisites={onPrerequisites} />
        </li>
      ))}
    </ul>
  );
}
