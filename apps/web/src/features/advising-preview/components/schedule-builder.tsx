import { IonButton, IonCheckbox, IonIcon, IonSpinner } from '@ionic/react';
import type { PlanCourse, ScheduleCombination, SchedulePreferences } from '@portal/contract';
import { alertCircleOutline, checkmarkCircleOutline, searchOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueriesPending } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { errorMessage } from '../../../lib/error-message';
import { refusedAdvice, useAdviseSchedule } from '../api/advise-schedule';
import { useBuildSchedules } from '../api/build-schedules';
import { useStudentCategories } from '../api/get-student-categories';
import { usePreviewWords } from '../preview-words';
import { PREVIEW_NAMESPACE } from '../translations';
import { BuilderPreferences } from './builder-preferences';
import { CombinationCard } from './combination-card';
import '../preview.css';
import './schedule-builder.css';

/** The contract's bound on courses per search (buildSchedulesBody). */
const MAX_COURSES = 8;

/** Courses of the plan the student can take this term, once each, in the plan's order of levels. */
export function takeableCourses(categories: readonly { Courses: readonly PlanCourse[] }[]): PlanCourse[] {
  const byId = new Map<number, PlanCourse>();
  for (const category of categories) {
    for (const course of category.Courses) {
      if (course.State === 'eligible' && course.Offered) byId.set(course.CourseId, course);
    }
  }
  return [...byId.values()].sort(
    (a, b) => a.SuggestedLevel - b.SuggestedLevel || a.CourseCode.localeCompare(b.CourseCode),
  );
}

/**
 * The schedule builder: pick courses, say what you prefer, see every conflict-free combination of open
 * sections ranked by the server, and advise one in one step (the server's answer or refusals shown).
 */
export function ScheduleBuilder({ weekStartsOn }: { weekStartsOn: number }) {
  const { t } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  const categories = useStudentCategories(true);
  const build = useBuildSchedules();
  const advise = useAdviseSchedule();
  const [chosen, setChosen] = useState<number[]>([]);
  const [preferences, setPreferences] = useState<SchedulePreferences>({
    NoClassesBefore: null,
    DaysOff: [],
    Compact: false,
  });

  if (!categories.isSuccess) {
    return <QueriesPending queries={[categories]} errorTitle={t('advisingPreview:builder.errorTitle')} />;
  }
  const courses = takeableCourses(categories.data.Categories);
  // Every plan course, not only the takeable ones: the held classes an option keeps are drawn with titles.
  const titles = new Map(
    categories.data.Categories.flatMap((category) => category.Courses).map((course) => [
      course.CourseId,
      course,
    ]),
  );
  const find = () => {
    advise.reset();
    build.mutate({ CourseIds: chosen, Preferences: preferences });
  };
  const adviseOne = (combination: ScheduleCombination) => {
    advise.mutate(combination.SectionIds);
  };
  const refused = advise.isError ? refusedAdvice(advise.error) : undefined;
  return (
    <div className="schedule-builder">
      <p className="schedule-builder__intro">{t('advisingPreview:builder.intro')}</p>
      <section className="preview-card" aria-labelledby="builder-courses">
        <h2 id="builder-courses">{t('advisingPreview:builder.coursesTitle')}</h2>
        {courses.length === 0 ? (
          <p>{t('advisingPreview:builder.noCourses')}</p>
        ) : (
          <>
            <p className="builder-hint">{t('advisingPreview:builder.coursesHint', { max: MAX_COURSES })}</p>
            <div className="builder-courses">
              {courses.map((course) => (
                <IonCheckbox
                  key={course.CourseId}
                  labelPlacement="end"
                  justify="start"
                  checked={chosen.includes(course.CourseId)}
                  disabled={!chosen.includes(course.CourseId) && chosen.length >= MAX_COURSES}
                  data-course={course.CourseCode}
                  onIonChange={(event) => {
                    const others = chosen.filter((id) => id !== course.CourseId);
                    setChosen(event.detail.checked ? [...others, course.CourseId] : others);
                  }}
                >
                  <span className="builder-course">
                    <strong>{course.CourseCode}</strong> {words.title(course)}
                  </span>
                </IonCheckbox>
              ))}
            </div>
          </>
        )}
      </section>
      <section className="preview-card" aria-labelledby="builder-preferences">
        <h2 id="builder-preferences">{t('advisingPreview:builder.preferencesTitle')}</h2>
        <BuilderPreferences value={preferences} weekStartsOn={weekStartsOn} onChange={setPreferences} />
        <IonButton className="builder-find" disabled={chosen.length === 0 || build.isPending} onClick={find}>
          {build.isPending ? (
            <IonSpinner slot="start" name="crescent" />
          ) : (
            <IonIcon slot="start" icon={searchOutline} aria-hidden="true" />
          )}
          {t('advisingPreview:builder.find')}
        </IonButton>
        {chosen.length === 0 && <p className="builder-hint">{t('advisingPreview:builder.pickCourse')}</p>}
      </section>
      {advise.isSuccess && (
        <p className="builder-advised" role="status">
          <IonIcon icon={checkmarkCircleOutline} aria-hidden="true" />
          {t('advisingPreview:builder.advised', { credits: advise.data.Credits })}
        </p>
      )}
      {advise.isError && (
        <div className="builder-refused" role="alert">
          <p className="builder-refused__title">{t('advisingPreview:builder.refusedTitle')}</p>
          <ul>
            {refused && refused.Refusals.length > 0 ? (
              refused.Refusals.map((refusal, index) => (
                <li key={`${refusal.Code}-${String(index)}`} data-code={refusal.Code}>
                  {refusal.Message}
                </li>
              ))
            ) : (
              <li>{errorMessage(advise.error, t)}</li>
            )}
          </ul>
        </div>
      )}
      {build.isError && (
        <StatePanel
          tone="error"
          icon={alertCircleOutline}
          title={t('advisingPreview:builder.errorTitle')}
          detail={errorMessage(build.error, t)}
        />
      )}
      {build.isSuccess && (
        <section
          className="builder-results"
          aria-live="polite"
          aria-label={t('advisingPreview:view.builder')}
        >
          {build.data.Unplaceable.length > 0 && (
            <div className="builder-unplaceable">
              <p className="builder-unplaceable__title">{t('advisingPreview:builder.unplaceable')}</p>
              <ul>
                {build.data.Unplaceable.map((refusal, index) => (
                  <li key={`${refusal.Code}-${String(index)}`}>{refusal.Message}</li>
                ))}
              </ul>
            </div>
          )}
          {build.data.Combinations.length === 0 ? (
            <StatePanel
              tone="empty"
              icon={searchOutline}
              title={t('advisingPreview:builder.none')}
              detail={t('advisingPreview:builder.noneDetail')}
            />
          ) : (
            <>
              <p className="builder-found">
                {t('advisingPreview:builder.found', { count: build.data.Found })}{' '}
                {build.data.Combinations.length < build.data.Found &&
                  t('advisingPreview:builder.showing', { count: build.data.Combinations.length })}{' '}
                {build.data.Capped && t('advisingPreview:builder.capped', { explored: build.data.Explored })}
              </p>
              <ol className="combinations">
                {build.data.Combinations.map((combination) => (
                  <CombinationCard
                    key={combination.Rank}
                    combination={combination}
                    kept={build.data.Kept}
                    keptCredits={build.data.KeptCredits}
                    maxCredits={build.data.CreditLimits.Max}
                    titles={titles}
                    weekStartsOn={weekStartsOn}
                    showEarly={Boolean(build.variables.Preferences?.NoClassesBefore)}
                    busy={advise.isPending}
                    onAdvise={adviseOne}
                  />
                ))}
              </ol>
            </>
          )}
        </section>
      )}
    </div>
  );
}
