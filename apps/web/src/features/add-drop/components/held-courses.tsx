import { IonBadge, IonButton, IonIcon } from '@ionic/react';
import { removeCircleOutline, swapHorizontalOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import type { HeldCourse } from '../cart-view';
import { useSectionWords } from '../section-words';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './held-courses.css';

interface HeldCoursesProps {
  courses: readonly HeldCourse[];
  /** Courses with a pending add in the cart (with a pending drop, that is a section change). */
  changing: ReadonlySet<number>;
  busy: boolean;
  onDrop: (course: HeldCourse) => void;
  onChangeSection: (course: HeldCourse) => void;
}

/** The courses held now, each with its sections, and the two changes a held course allows. */
export function HeldCourses({ courses, changing, busy, onDrop, onChangeSection }: HeldCoursesProps) {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  if (courses.length === 0) {
    return (
      <div className="add-drop-empty" role="status">
        <p className="add-drop-empty__title">{t('addDrop:held.empty')}</p>
        <p>{t('addDrop:held.emptyDetail')}</p>
      </div>
    );
  }
  return (
    <ul className="held-courses">
      {courses.map((course) => {
        const name = `${course.CourseCode} ${words.title(course)}`;
        const swapping = course.DropPending && changing.has(course.CourseId);
        return (
          <li
            key={course.CourseId}
            className={`held-course${course.DropPending ? ' held-course--dropping' : ''}`}
            data-course={course.CourseCode}
          >
            <div className="held-course__text">
              <p className="held-course__name">
                {name}
                {course.DropPending && (
                  <IonBadge color={swapping ? 'primary' : 'danger'} className="add-drop-badge">
                    {swapping ? t('addDrop:held.changing') : t('addDrop:held.dropping')}
                  </IonBadge>
                )}
              </p>
              <p className="held-course__meta">
                {words.credits(course.Credits)} ·{' '}
                {course.Sections.map(
                  (section) => `${words.section(section)} (${words.instructor(section)})`,
                ).join(' · ')}
              </p>
            </div>
            {!course.DropPending && (
              <div className="held-course__actions">
                <IonButton
                  size="small"
                  fill="outline"
                  disabled={busy}
                  aria-label={t('addDrop:held.changeLabel', { course: course.CourseCode })}
                  onClick={() => {
                    onChangeSection(course);
                  }}
                >
                  <IonIcon slot="start" icon={swapHorizontalOutline} aria-hidden="true" />
                  {t('addDrop:held.change')}
                </IonButton>
                <IonButton
                  size="small"
                  fill="outline"
                  color="danger"
                  disabled={busy}
                  aria-label={t('addDrop:held.dropLabel', { course: course.CourseCode })}
                  onClick={() => {
                    onDrop(course);
                  }}
                >
                  <IonIcon slot="start" icon={removeCircleOutline} aria-hidden="true" />
                  {t('addDrop:held.drop')}
                </IonButton>
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
