import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { AdvisingSection, CourseSections } from '@portal/contract';
import { addCircleOutline, alertCircleOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { PairWaitlist, pairRequest } from '../../../components/registration/pair-waitlist';
import { StatePanel } from '../../../components/state-panel';
import { useCourseSections } from '../api/get-course-sections';
import { useInsertCourse } from '../api/insert-course';
import { ADVISING_NAMESPACE } from '../translations';
import { RefusalList } from './refusal-list';
import { SectionOption } from './section-option';
import '../advising.css';
import './section-chooser.css';

/** The labs and tutorials that go with a lecture section (all of them when the catalogue links none). */
function labsOf(sections: readonly AdvisingSection[], lectureId: number | undefined): AdvisingSection[] {
  const labs = sections.filter((section) => section.Kind !== 'lecture');
  if (lectureId === undefined) return [];
  const linked = labs.filter((lab) => lab.LectureSectionId === lectureId);
  return linked.length > 0 ? linked : labs.filter((lab) => lab.LectureSectionId === null);
}

function Chooser({
  course,
  onAdded,
  canChange,
}: {
  course: CourseSections;
  onAdded: (code: string) => void;
  canChange: boolean;
}) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const insert = useInsertCourse();
  const lectures = course.Sections.filter((section) => section.Kind === 'lecture');
  const [lectureId, setLectureId] = useState<number | undefined>(
    () =>
      (lectures.find((section) => section.Registered) ?? (lectures.length === 1 ? lectures[0] : undefined))
        ?.SectionId,
  );
  const labs = labsOf(course.Sections, lectureId);
  const [labId, setLabId] = useState<number | undefined>(
    () => course.Sections.find((section) => section.Kind !== 'lecture' && section.Registered)?.SectionId,
  );
  const chosenLab = labs.some((lab) => lab.SectionId === labId) ? labId : undefined;
  const needsLab = labs.length > 0 && chosenLab === undefined;
  // The sections the student already holds, chosen again: nothing to add.
  const held = new Set(
    course.Sections.filter((section) => section.Registered).map((section) => section.SectionId),
  );
  const unchanged =
    lectureId !== undefined && held.has(lectureId) && (chosenLab === undefined || held.has(chosenLab));
  // A course with labs: full sections can be chosen, to wait for the lecture and lab together.
  const withLabs = course.Sections.some((section) => section.Kind !== 'lecture');
  const lecture = lectures.find((section) => section.SectionId === lectureId);
  const lab = labs.find((section) => section.SectionId === chosenLab);
  const currentLab = course.Sections.find((section) => section.Kind !== 'lecture' && section.Registered);
  const waiting = pairRequest(lecture, lab, currentLab) !== null;
  const closedTo = (section: AdvisingSection) => section.SeatsLeft <= 0 && !section.Registered && !withLabs;

  if (course.Sections.length === 0) {
    return <StatePanel tone="empty" icon={alertCircleOutline} title={t('advising:sections.none')} />;
  }

  function add() {
    if (lectureId === undefined || needsLab || unchanged) return;
    insert.mutate(chosenLab === undefined ? [lectureId] : [lectureId, chosenLab], {
      onSuccess: () => {
        onAdded(course.CourseCode);
      },
    });
  }

  return (
    <div className="adv-chooser">
      <fieldset className="adv-chooser__group">
        <legend className="adv-chooser__legend">{t('advising:sections.lectures')}</legend>
        {lectures.map((section) => (
          <SectionOption
            key={section.SectionId}
            section={section}
            name={`lecture-${course.CourseId}`}
            checked={lectureId === section.SectionId}
            disabled={closedTo(section)}
            ownWaitlist={!withLabs}
            onChoose={() => {
              setLectureId(section.SectionId);
              insert.reset();
            }}
          />
        ))}
      </fieldset>
      {course.Sections.some((section) => section.Kind !== 'lecture') && (
        <fieldset className="adv-chooser__group">
          <legend className="adv-chooser__legend">
            {lectureId === undefined
              ? t('advising:sections.labs')
              : t('advising:sections.labsOf', {
                  no: lectures.find((section) => section.SectionId === lectureId)?.SectionNo ?? '',
                })}
          </legend>
          {lectureId === undefined ? (
            <p className="adv-muted">{t('advising:sections.pickLecture')}</p>
          ) : (
            labs.map((section) => (
              <SectionOption
                key={section.SectionId}
                section={section}
                name={`lab-${course.CourseId}`}
                checked={chosenLab === section.SectionId}
                disabled={closedTo(section)}
                ownWaitlist={false}
                onChoose={() => {
                  setLabId(section.SectionId);
                  insert.reset();
                }}
              />
            ))
          )}
        </fieldset>
      )}
      {insert.isError && <RefusalList error={insert.error} />}
      {canChange && waiting && (
        <div className="adv-actions adv-chooser__actions">
          <PairWaitlist lecture={lecture} lab={lab} currentLab={currentLab} />
        </div>
      )}
      {canChange && !waiting && (
        <div className="adv-actions adv-chooser__actions">
          {needsLab && lectureId !== undefined && (
            <p className="adv-muted">{t('advising:sections.needLab')}</p>
          )}
          {unchanged && <p className="adv-muted">{t('advising:sections.alreadyYours')}</p>}
          <IonButton
            onClick={add}
            disabled={lectureId === undefined || needsLab || unchanged || insert.isPending}
          >
            {insert.isPending ? (
              <IonSpinner slot="start" name="crescent" aria-hidden="true" />
            ) : (
              <IonIcon slot="start" icon={addCircleOutline} aria-hidden="true" />
            )}
            {insert.isPending ? t('advising:sections.adding') : t('advising:sections.add')}
          </IonButton>
        </div>
      )}
    </div>
  );
}

/**
 * A course's open sections to choose from: a lecture and, for a course with labs, one of that lecture's
 * labs; added in one call, and when the server refuses, each broken rule is listed and nothing changed.
 */
export function SectionChooser({
  courseId,
  onAdded,
  canChange,
}: {
  courseId: number;
  onAdded: (code: string) => void;
  /** False outside the advising window: the sections can be looked at, not taken. */
  canChange: boolean;
}) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const sections = useCourseSections(courseId);
  return (
    <QueryState
      query={sections}
      errorTitle={t('advising:sections.errorTitle')}
      loadingText={t('advising:sections.loading')}
    >
      {(course) => <Chooser course={course} onAdded={onAdded} canChange={canChange} />}
    </QueryState>
  );
}
