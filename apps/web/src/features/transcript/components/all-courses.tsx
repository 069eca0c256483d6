import type { StudentCourse } from '@portal/contract';
import { bookOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { currentLanguage } from '../../../lib/i18n';
import { useStudentCourses } from '../api/get-student-courses';
import { localTitle } from '../format';
import { TRANSCRIPT_NAMESPACE } from '../translations';
import '../transcript.css';
import './all-courses.css';

const TONE: Record<StudentCourse['Outcome'], string> = {
  passed: 'success',
  failed: 'danger',
  withdrawn: 'muted',
  incomplete: 'warning',
  in_progress: 'muted',
  withheld: 'warning',
};

/** Every course taken, once, with the outcome of its latest attempt. */
export function AllCourses() {
  const { t, i18n } = useTranslation(['translation', TRANSCRIPT_NAMESPACE]);
  const courses = useStudentCourses(true);
  const arabic = currentLanguage(i18n) === 'ar';
  return (
    <QueryState
      query={courses}
      errorTitle={t('transcript:coursesErrorTitle')}
      empty={{ when: (list) => list.length === 0, icon: bookOutline, title: t('transcript:coursesEmpty') }}
    >
      {(list) => (
        <ul className="all-courses">
          {list.map((course) => (
            <li key={course.CourseId} className="all-course">
              <div className="all-course__text">
                <p className="all-course__title">{localTitle(course, arabic)}</p>
                <p className="all-course__meta">
                  <bdi dir="ltr">{course.CourseCode}</bdi> ·{' '}
                  {t('transcript:credits', { count: course.Credits })} ·{' '}
                  {t('transcript:attempts', { count: course.Attempts })} ·{' '}
                  {t('transcript:latestTerm', {
                    term: arabic ? course.LatestTermNameAr : course.LatestTermNameEn,
                  })}
                </p>
              </div>
              <div className="all-course__outcome">
                {course.Grade !== null && course.Outcome !== 'withheld' && (
                  <bdi dir="ltr" className="course-grade">
                    {course.Grade}
                  </bdi>
                )}
                <span className={`course-mark course-mark--${TONE[course.Outcome]}`}>
                  {t(`transcript:outcomes.${course.Outcome}`)}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </QueryState>
  );
}
