import { IonButton, IonIcon, IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import type { PlanCategoryView, PlanCourse } from '@portal/contract';
import {
  checkmarkCircle,
  chevronForward,
  ellipseOutline,
  lockClosedOutline,
  timeOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { ADVISING_NAMESPACE } from '../translations';
import { listFormat, numberFormat } from '../../../lib/intl-formats';
import '../advising.css';
import './plan-categories.css';

const STATE_ICONS = {
  passed: checkmarkCircle,
  in_progress: timeOutline,
  eligible: ellipseOutline,
  blocked: lockClosedOutline,
} as const;

type Filter = 'all' | 'available';

/** A course can be opened when it is offered and the student may take it, or already holds it. */
const openable = (course: PlanCourse) =>
  course.Offered && (course.State === 'eligible' || course.State === 'in_progress');

function CourseRow({ course, onOpen }: { course: PlanCourse; onOpen: (course: PlanCourse) => void }) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const notes: string[] = [t('advising:plan.courseCredits', { count: course.Credits })];
  if (course.HasLab) notes.push(t('advising:plan.withLab'));
  return (
    <li className={`adv-course adv-course--${course.State}`}>
      <IonIcon icon={STATE_ICONS[course.State]} aria-hidden="true" className="adv-course__icon" />
      <div className="adv-course__text">
        <p className="adv-course__title">
          <span className="adv-course__code">{course.CourseCode}</span>{' '}
          {arabic ? course.TitleAr : course.TitleEn}
        </p>
        <p className="adv-course__notes">
          <span className={`adv-chip adv-chip--${course.State}`}>
            {t(`advising:plan.states.${course.State}`)}
          </span>
          <span>{notes.join(' · ')}</span>
        </p>
        {course.State === 'blocked' && course.BlockedBy.length > 0 && (
          <p className="adv-course__why">
            {t('advising:plan.blockedBy', {
              courses: listFormat(i18n.language, { type: 'conjunction' }).format(course.BlockedBy),
            })}
          </p>
        )}
        {!course.Offered && course.State !== 'passed' && (
          <p className="adv-course__why">{t('advising:plan.notOffered')}</p>
        )}
      </div>
      {openable(course) && (
        <IonButton
          fill="outline"
          size="small"
          className="adv-course__open"
          aria-label={`${t('advising:plan.choose')}: ${course.CourseCode}`}
          onClick={() => {
            onOpen(course);
          }}
        >
          {t('advising:plan.choose')}
          <IonIcon slot="end" icon={chevronForward} aria-hidden="true" className="adv-flip-rtl" />
        </IonButton>
      )}
    </li>
  );
}

/**
 * The study plan by category: credits passed of those required, and each course's state (passed, in the
 * timetable, eligible, or blocked by which requisite). "Can take now" hides everything else.
 */
export function PlanCategories({
  categories,
  onOpen,
}: {
  categories: readonly PlanCategoryView[];
  onOpen: (course: PlanCourse) => void;
}) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const [filter, setFilter] = useState<Filter>('available');
  const number = numberFormat(i18n.language);
  return (
    <section className="adv-plan" aria-labelledby="adv-plan-title">
      <div className="adv-plan__head">
        <h2 id="adv-plan-title" className="adv-section-title">
          {t('advising:plan.title')}
        </h2>
        <IonSegment
          value={filter}
          aria-label={t('advising:plan.filterLabel')}
          onIonChange={(event) => {
            setFilter(event.detail.value === 'all' ? 'all' : 'available');
          }}
        >
          <IonSegmentButton value="available">
            <IonLabel>{t('advising:plan.available')}</IonLabel>
          </IonSegmentButton>
          <IonSegmentButton value="all">
            <IonLabel>{t('advising:plan.all')}</IonLabel>
          </IonSegmentButton>
        </IonSegment>
      </div>
      <div className="adv-plan__categories">
        {categories.map((category) => {
          const courses = filter === 'all' ? category.Courses : category.Courses.filter(openable);
          const share =
            category.RequiredCredits > 0 ? Math.min(1, category.EarnedCredits / category.RequiredCredits) : 1;
          return (
            <section
              key={category.CategoryId}
              className="adv-card adv-category"
              aria-labelledby={`adv-cat-${String(category.CategoryId)}`}
            >
              <header className="adv-category__head">
                <h3 id={`adv-cat-${String(category.CategoryId)}`}>
                  {arabic ? category.NameAr : category.NameEn}
                  {category.IsElective && (
                    <span className="adv-chip adv-chip--elective">{t('advising:plan.elective')}</span>
                  )}
                </h3>
                <p className="adv-muted">
                  {t('advising:plan.credits', {
                    earned: number.format(category.EarnedCredits),
                    required: number.format(category.RequiredCredits),
                  })}
                  {category.InProgressCredits > 0 &&
                    ` · ${t('advising:plan.inProgress', { credits: number.format(category.InProgressCredits) })}`}
                </p>
                <div className="adv-progress" aria-hidden="true">
                  <span style={{ width: `${String(Math.round(share * 100))}%` }} />
                </div>
              </header>
              {courses.length === 0 ? (
                <p className="adv-muted adv-category__none">{t('advising:plan.noneAvailable')}</p>
              ) : (
                <ul className="adv-courses">
                  {courses.map((course) => (
                    <CourseRow key={course.CourseId} course={course} onOpen={onOpen} />
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
