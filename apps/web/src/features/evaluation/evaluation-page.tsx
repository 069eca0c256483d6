import { IonButton, IonIcon, IonProgressBar, useIonRouter } from '@ionic/react';
import type { EvaluationCourse, StudentCourses } from '@portal/contract';
import { checkmarkCircle, chevronForward, clipboardOutline, ellipseOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { WindowStatus } from '../../components/registration/window-status';
import { QueryState } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { currentLanguage } from '../../lib/i18n';
import { useStudentCourses } from './api/get-student-courses';
import './evaluation.css';

function CourseRow({ course, arabic, open }: { course: EvaluationCourse; arabic: boolean; open: boolean }) {
  const { t } = useTranslation();
  const router = useIonRouter();
  const title = arabic ? course.CourseTitleAr : course.CourseTitleEn;
  const label = t('evaluation.section', { code: course.CourseCode, section: course.SectionNo });
  return (
    <li className="evaluation-course">
      <IonIcon
        className={`evaluation-course__mark${course.Evaluated ? ' evaluation-course__mark--done' : ''}`}
        icon={course.Evaluated ? checkmarkCircle : ellipseOutline}
        aria-hidden="true"
      />
      <div className="evaluation-course__text">
        <p className="evaluation-course__title">{title}</p>
        <p className="evaluation-course__meta">
          {label} · {course.Evaluated ? t('evaluation.done') : t('evaluation.pending')}
        </p>
      </div>
      {!course.Evaluated && open && (
        <IonButton
          fill="outline"
          size="small"
          aria-label={t('evaluation.evaluateCourse', { title })}
          onClick={() => {
            router.push(`/evaluation-questions?section=${String(course.SectionId)}`);
          }}
        >
          {t('evaluation.evaluate')}
          <IonIcon slot="end" icon={chevronForward} aria-hidden="true" className="evaluation-flip" />
        </IonButton>
      )}
    </li>
  );
}

/** This term's courses with the progress, once loaded. */
function CourseList({ data }: { data: StudentCourses }) {
  const { t, i18n } = useTranslation();
  const router = useIonRouter();
  const arabic = currentLanguage(i18n) === 'ar';
  const { Courses: list, WindowOpen: open } = data;
  const done = list.filter((course) => course.Evaluated).length;
  const finished = list.length > 0 && done === list.length;
  return (
    <>
      <header className="evaluation-intro">
        <h1>{t('pages.evaluation')}</h1>
        <p>{open ? t('evaluation.intro') : t('evaluation.closed')}</p>
        <WindowStatus kind="evaluation" window={data.Window} serverNow={data.Now} variant="reason" />
        <p className="evaluation-intro__anonymous">{t('evaluation.anonymous')}</p>
      </header>
      {list.length === 0 ? (
        <StatePanel tone="empty" icon={clipboardOutline} title={t('evaluation.empty')} />
      ) : (
        <section className="evaluation-card" aria-labelledby="evaluation-progress">
          <p id="evaluation-progress" className="evaluation-progress__label">
            {t('evaluation.progress', { done, total: list.length })}
          </p>
          <IonProgressBar value={done / list.length} aria-hidden="true" />
          <ul className="evaluation-courses">
            {list.map((course) => (
              <CourseRow key={course.SectionId} course={course} arabic={arabic} open={open} />
            ))}
          </ul>
          {finished && (
            <div className="evaluation-finished">
              <p>{t('evaluation.finished')}</p>
              <IonButton
                onClick={() => {
                  router.push('/home', 'root', 'replace');
                }}
              >
                {t('announcement.continue')}
              </IonButton>
            </div>
          )}
        </section>
      )}
    </>
  );
}

/**
 * Route `evaluation` (spec §4 gate 3): this term's courses to evaluate, done or pending, with the progress.
 * The gate keeps the student on "eval" pages until every course is done; then on to home.
 */
export default function EvaluationPage() {
  const { t } = useTranslation();
  const courses = useStudentCourses();

  return (
    <PageBody>
      <QueryState query={courses} errorTitle={t('evaluation.errorTitle')}>
        {(data) => <CourseList data={data} />}
      </QueryState>
    </PageBody>
  );
}
