import {
  IonAccordion,
  IonAccordionGroup,
  IonBadge,
  IonButton,
  IonIcon,
  IonItem,
  IonLabel,
} from '@ionic/react';
import type { PlanCategoryView, PlanCourse } from '@portal/contract';
import { listOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFormat } from '../../../lib/intl-formats';
import { currentLanguage } from '../../../lib/i18n';
import { useSectionWords } from '../section-words';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './study-plan.css';

interface StudyPlanProps {
  categories: readonly PlanCategoryView[];
  /** Courses with a pending add in the cart. */
  inCart: ReadonlySet<number>;
  busy: boolean;
  onSections: (course: PlanCourse) => void;
}

const STATE_COLOUR = {
  passed: 'success',
  in_progress: 'primary',
  eligible: 'tertiary',
  blocked: 'medium',
} as const;

function takeable(course: PlanCourse): boolean {
  return course.State === 'eligible' && course.Offered;
}

function CourseState({ course }: { course: PlanCourse }) {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  if (course.State === 'eligible' && !course.Offered) {
    return <span className="plan-course__note">{t('addDrop:plan.notOffered')}</span>;
  }
  return (
    <IonBadge color={STATE_COLOUR[course.State]} className="add-drop-badge">
      {course.State === 'blocked'
        ? t('addDrop:plan.state.blocked', {
            courses: listFormat(i18n.language, { type: 'conjunction' }).format(course.BlockedBy),
          })
        : t(`addDrop:plan.state.${course.State}`)}
    </IonBadge>
  );
}

/**
 * The study plan by category, each course with its state; a course the student can take this term opens
 * its sections. Categories holding such a course start open.
 */
export function StudyPlan({ categories, inCart, busy, onSections }: StudyPlanProps) {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const words = useSectionWords();
  const [open, setOpen] = useState<string[]>(() =>
    categories
      .filter((category) => category.Courses.some(takeable))
      .map((category) => String(category.CategoryId)),
  );
  if (categories.length === 0) {
    return (
      <div className="add-drop-empty" role="status">
        <p className="add-drop-empty__title">{t('addDrop:plan.empty')}</p>
      </div>
    );
  }
  return (
    <IonAccordionGroup
      multiple
      className="study-plan"
      value={open}
      onIonChange={(event) => {
        const value: unknown = event.detail.value;
        if (event.target !== event.currentTarget) return;
        setOpen(Array.isArray(value) ? value.map(String) : []);
      }}
    >
      {categories.map((category) => (
        <IonAccordion
          key={category.CategoryId}
          value={String(category.CategoryId)}
          data-category={category.Code}
        >
          <IonItem slot="header" lines="none" className="study-plan__heading">
            <IonLabel>
              <h3>{arabic ? category.NameAr : category.NameEn}</h3>
              <p>
                {t('addDrop:plan.categoryCredits', {
                  earned: category.EarnedCredits,
                  required: category.RequiredCredits,
                })}
              </p>
            </IonLabel>
          </IonItem>
          <ul slot="content" className="plan-courses">
            {category.Courses.map((course) => (
              <li key={course.CourseId} className="plan-course" data-course={course.CourseCode}>
                <div className="plan-course__text">
                  <p className="plan-course__name">
                    {course.CourseCode} {words.title(course)}
                  </p>
                  <p className="plan-course__meta">
                    {words.credits(course.Credits)} <CourseState course={course} />
                    {inCart.has(course.CourseId) && (
                      <IonBadge color="primary" className="add-drop-badge">
                        {t('addDrop:plan.inCart')}
                      </IonBadge>
                    )}
                  </p>
                </div>
                {takeable(course) && !inCart.has(course.CourseId) && (
                  <IonButton
                    size="small"
                    fill="outline"
                    disabled={busy}
                    aria-label={t('addDrop:plan.sectionsLabel', { course: course.CourseCode })}
                    onClick={() => {
                      onSections(course);
                    }}
                  >
                    <IonIcon slot="start" icon={listOutline} aria-hidden="true" />
                    {t('addDrop:plan.sections')}
                  </IonButton>
                )}
              </li>
            ))}
          </ul>
        </IonAccordion>
      ))}
    </IonAccordionGroup>
  );
}
