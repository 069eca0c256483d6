import { IonIcon } from '@ionic/react';
import type { AddDropCart, CartChange, PlanCourse } from '@portal/contract';
import { alertCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { WindowClosedPanel } from '../../components/registration/window-closed-panel';
import { anyFailed } from '../../components/query-state/page-query';
import { QueriesPending } from '../../components/query-state/query-state';
import { isApiError } from '../../lib/api-error';
import { useAppConfiguration } from '../../lib/app-configuration';
import { errorMessage } from '../../lib/error-message';
import { refusedSave } from './api/cart-answer';
import { useCart } from './api/get-cart';
import { useStudentCategories } from './api/get-student-categories';
import { useStudentData } from './api/get-student-data';
import { useInsertTempAddCourse } from './api/insert-temp-add-course';
import { useInsertTempDropCourse } from './api/insert-temp-drop-course';
import { useRemoveFromTmpAddDrop } from './api/remove-from-tmp-add-drop';
import { useSaveAddDrop } from './api/save-add-drop';
import { useSwapSection } from './api/swap-section';
import { heldCourses, type HeldCourse } from './cart-view';
import { CartPanel, type SaveOutcome } from './components/cart-panel';
import { CartTimetable } from './components/cart-timetable';
import { HeldCourses } from './components/held-courses';
import { SectionPicker, type PickerTarget } from './components/section-picker';
import { StudyPlan } from './components/study-plan';
import { TermSummary } from './components/term-summary';
import { ADD_DROP_NAMESPACE } from './translations';
import './add-drop.css';

/** The cart's calls, what they are doing, and the last refusal of one (shown until the next call). */
function useCartActions(cart: AddDropCart | undefined) {
  const add = useInsertTempAddCourse();
  const drop = useInsertTempDropCourse();
  const remove = useRemoveFromTmpAddDrop();
  const swap = useSwapSection();
  const save = useSaveAddDrop();
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const changes = [add, drop, remove, swap];
  const busy = changes.some((mutation) => mutation.isPending) || save.isPending;
  // A call the waiting room holds shows no error here: the waiting room says what is happening.
  const failed = [...changes, save].find(
    (mutation) => mutation.isError && !(isApiError(mutation.error) && mutation.error.kind === 'queued'),
  );
  const resetAll = () => {
    for (const mutation of [...changes, save]) mutation.reset();
    setOutcome(null);
  };
  const version = cart?.Version ?? 0;
  return {
    busy,
    saving: save.isPending,
    outcome,
    failure: failed === save ? undefined : failed?.error,
    saveFailure: failed === save && !refusedSave(save.error) ? save.error : undefined,
    dropCourse: (course: HeldCourse) => {
      resetAll();
      drop.mutate({ CourseId: course.CourseId, Version: version });
    },
    addSections: (sectionIds: number[]) => {
      resetAll();
      add.mutate({ SectionIds: sectionIds, Version: version });
    },
    swapSections: (courseId: number, sectionIds: number[]) => {
      resetAll();
      swap.mutate({ CourseId: courseId, SectionIds: sectionIds, Version: version });
    },
    removeChange: (change: CartChange) => {
      resetAll();
      remove.mutate({ ChangeId: change.ChangeId, Version: version });
    },
    save: () => {
      resetAll();
      save.mutate(version, {
        onSuccess: (result) => {
          setOutcome({ kind: 'saved', credits: result.Credits });
        },
        onError: (error) => {
          const refused = refusedSave(error);
          if (refused) setOutcome({ kind: 'refused', refusals: refused.Refusals, message: error.message });
        },
      });
    },
  };
}

/**
 * Route `AddDrop` (spec §2): the courses held this term, the study plan to add from, and a cart of pending
 * adds and drops shown with the resulting timetable and credits; Save makes every change or none. A section
 * change is a drop and an add of the same course, saved together.
 */
export default function AddDropPage() {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const configuration = useAppConfiguration();
  const student = useStudentData();
  const cart = useCart();
  const categories = useStudentCategories();
  const actions = useCartActions(cart.data);
  const [picker, setPicker] = useState<PickerTarget | null>(null);

  const intro = (
    <header className="add-drop-intro">
      <h1>{t('pages.AddDrop')}</h1>
      <p>{t('addDrop:intro')}</p>
    </header>
  );
  const queries = [student, cart, categories, configuration];
  if (anyFailed(queries) || !student.data || !cart.data || !categories.data || !configuration.data) {
    return (
      <PageBody>
        {intro}
        <QueriesPending queries={queries} errorTitle={t('addDrop:errorTitle')} />
      </PageBody>
    );
  }
  const { TimeZone: timeZone, WeekStartsOn: weekStartsOn } = configuration.data;
  if (!student.data.WindowOpen) {
    return (
      <PageBody>
        {intro}
        <WindowClosedPanel
          kind="add_drop"
          window={student.data.Window}
          serverNow={student.data.Now}
          onOpened={() => void student.refetch()}
        />
      </PageBody>
    );
  }
  const current = cart.data;
  const held = heldCourses(current);
  const adding = new Set(
    current.Changes.filter((change) => change.Kind === 'add').map((change) => change.Section.CourseId),
  );
  const openSections = (course: PlanCourse) => {
    setPicker({ CourseId: course.CourseId, CourseCode: course.CourseCode, mode: 'add', held: [] });
  };
  return (
    <PageBody>
      {intro}
      <TermSummary student={student.data} timeZone={timeZone} />
      {actions.failure !== undefined && (
        <p className="add-drop-refusal" role="alert">
          <IonIcon icon={alertCircleOutline} aria-hidden="true" />
          {errorMessage(actions.failure, t)}
        </p>
      )}
      <div className="add-drop-layout">
        <section className="add-drop-held" aria-labelledby="add-drop-held">
          <h2 id="add-drop-held">{t('addDrop:held.title')}</h2>
          <HeldCourses
            courses={held}
            changing={adding}
            busy={actions.busy}
            onDrop={actions.dropCourse}
            onChangeSection={(course) => {
              setPicker({
                CourseId: course.CourseId,
                CourseCode: course.CourseCode,
                mode: 'swap',
                held: course.Sections,
              });
            }}
          />
        </section>
        <section className="add-drop-cart" aria-labelledby="add-drop-cart">
          <h2 id="add-drop-cart">{t('addDrop:cart.title')}</h2>
          {actions.saveFailure !== undefined && (
            <p className="add-drop-refusal" role="alert">
              <IonIcon icon={alertCircleOutline} aria-hidden="true" />
              {errorMessage(actions.saveFailure, t)}
            </p>
          )}
          <CartPanel
            cart={current}
            busy={actions.busy}
            saving={actions.saving}
            outcome={actions.outcome}
            onRemove={actions.removeChange}
            onSave={actions.save}
          />
        </section>
        <section className="add-drop-timetable" aria-labelledby="add-drop-timetable">
          <CartTimetable cart={current} weekStartsOn={weekStartsOn} />
        </section>
        <section className="add-drop-plan" aria-labelledby="add-drop-plan">
          <h2 id="add-drop-plan">{t('addDrop:plan.title')}</h2>
          <p className="add-drop-plan__intro">{t('addDrop:plan.intro')}</p>
          <StudyPlan
            categories={categories.data.Categories}
            inCart={adding}
            busy={actions.busy}
            onSections={openSections}
          />
        </section>
      </div>
      <SectionPicker
        target={picker}
        busy={actions.busy}
        onClose={() => {
          setPicker(null);
        }}
        onChoose={(target, sectionIds) => {
          setPicker(null);
          if (target.mode === 'swap') actions.swapSections(target.CourseId, sectionIds);
          else actions.addSections(sectionIds);
        }}
      />
    </PageBody>
  );
}
