import {
  IonBadge,
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import type { AdvisingSection, TimetableSection } from '@portal/contract';
import { calendarClearOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listFormat } from '../../../lib/intl-formats';
import { PairWaitlist, pairRequest } from '../../../components/registration/pair-waitlist';
import { WaitlistJoin } from '../../../components/registration/waitlist-join';
import { QueriesPending } from '../../../components/query-state/query-state';
import { StatePanel } from '../../../components/state-panel';
import { clockLabel, dayName } from '../../../lib/university-time';
import { useCourseSections } from '../api/get-course-sections';
import { useSectionWords } from '../section-words';
import { ADD_DROP_NAMESPACE } from '../translations';
import '../add-drop.css';
import './section-picker.css';

export interface PickerTarget {
  CourseId: number;
  CourseCode: string;
  /** 'swap': the student holds the course and trades its sections for the chosen ones. */
  mode: 'add' | 'swap';
  held: readonly TimetableSection[];
}

interface SectionPickerProps {
  target: PickerTarget | null;
  busy: boolean;
  onClose: () => void;
  onChoose: (target: PickerTarget, sectionIds: number[]) => void;
}

function SectionOption({
  section,
  name,
  checked,
  swapping,
  withLabs,
  onPick,
}: {
  section: AdvisingSection;
  name: string;
  checked: boolean;
  /** In a section change the student's own sections may be kept (a lab changed under the same lecture). */
  swapping: boolean;
  /** A course with labs: a full section can be chosen, to wait for the lecture and lab together below. */
  withLabs: boolean;
  onPick: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  const full = section.SeatsLeft <= 0 && !section.Registered;
  return (
    <li>
      <label
        className={`section-option${checked ? ' section-option--checked' : ''}${full ? ' section-option--full' : ''}`}
      >
        <input
          type="radio"
          name={name}
          value={section.SectionId}
          checked={checked}
          disabled={section.Registered ? !swapping : full && !withLabs}
          onChange={onPick}
        />
        <span className="section-option__text">
          <span className="section-option__name">
            {words.section(section)}
            {section.Registered && (
              <IonBadge color="success" className="add-drop-badge">
                {t('addDrop:picker.yours')}
              </IonBadge>
            )}
          </span>
          <span className="section-option__meta">{words.instructor(section)}</span>
          {section.SectionSchedule.map((meeting) => (
            <span key={meeting.MeetingId} className="section-option__meta">
              {t('addDrop:picker.meeting', {
                day: dayName(meeting.Day, i18n.language),
                start: clockLabel(meeting.StartsAt, i18n.language),
                end: clockLabel(meeting.EndsAt, i18n.language),
              })}{' '}
              · {meeting.Room ? t('addDrop:picker.room', { room: meeting.Room }) : t('addDrop:picker.online')}
            </span>
          ))}
          {!full && (
            <span className="section-option__seats">
              {t('addDrop:picker.seatsLeft', { count: section.SeatsLeft })}
            </span>
          )}
          {section.Clash && !section.Registered && (
            <span className="section-option__clash">
              {t('addDrop:picker.clash', { reason: section.Clash })}
            </span>
          )}
        </span>
      </label>
      {/* A full section cannot be picked; its waitlist can be joined (outside the label, so a tap on the
          button is not a tap on the radio). */}
      {full && !withLabs && <WaitlistJoin sectionId={section.SectionId} />}
    </li>
  );
}

function PickerBody({
  target,
  busy,
  onChoose,
}: {
  target: PickerTarget;
  busy: boolean;
  onChoose: SectionPickerProps['onChoose'];
}) {
  const { t, i18n } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  const words = useSectionWords();
  const sections = useCourseSections(target.CourseId);
  const [lectureId, setLectureId] = useState<number | null>(null);
  const [labId, setLabId] = useState<number | null>(null);
  if (!sections.isSuccess) {
    return <QueriesPending queries={[sections]} errorTitle={t('addDrop:picker.errorTitle')} />;
  }
  const course = sections.data;
  const lectures = course.Sections.filter((section) => section.Kind === 'lecture');
  const labs = course.Sections.filter(
    (section) => section.Kind !== 'lecture' && section.LectureSectionId === lectureId,
  );
  const lecture = lectures.find((section) => section.SectionId === lectureId);
  const needsLab = course.HasLab && labs.length > 0;
  const chosen = [lectureId, labId].filter((id) => id !== null);
  const unchanged =
    target.mode === 'swap' &&
    chosen.length === target.held.length &&
    target.held.every((section) => chosen.includes(section.SectionId));
  const complete =
    lecture !== undefined && (!needsLab || labs.some((lab) => lab.SectionId === labId)) && !unchanged;
  const withLabs = course.HasLab;
  const lab = labs.find((section) => section.SectionId === labId);
  const currentLab = target.held.find((section) => section.Kind !== 'lecture');
  const currentLabChoice = course.Sections.find((section) => section.SectionId === currentLab?.SectionId);
  const waiting = withLabs && pairRequest(lecture, lab, currentLabChoice) !== null;
  if (lectures.length === 0) {
    return <StatePanel tone="empty" icon={calendarClearOutline} title={t('addDrop:picker.empty')} />;
  }
  const heldIds = new Set(target.held.map((section) => section.SectionId));
  const noOther =
    target.mode === 'swap' && course.Sections.every((section) => heldIds.has(section.SectionId));
  return (
    <>
      {target.mode === 'swap' && (
        <p className="section-picker__intro">
          {t('addDrop:picker.swapIntro', {
            sections: listFormat(i18n.language, { type: 'conjunction' }).format(
              target.held.map((section) => words.section(section)),
            ),
          })}
        </p>
      )}
      <fieldset className="section-picker__group">
        <legend>{t('addDrop:picker.chooseLecture')}</legend>
        <ul className="section-options">
          {lectures.map((section) => (
            <SectionOption
              key={section.SectionId}
              section={section}
              name="lecture"
              swapping={target.mode === 'swap'}
              withLabs={withLabs}
              checked={section.SectionId === lectureId}
              onPick={() => {
                setLectureId(section.SectionId);
                setLabId(null);
              }}
            />
          ))}
        </ul>
      </fieldset>
      {lecture && needsLab && (
        <fieldset className="section-picker__group">
          <legend>{t('addDrop:picker.chooseLab', { section: lecture.SectionNo })}</legend>
          <ul className="section-options">
            {labs.map((section) => (
              <SectionOption
                key={section.SectionId}
                section={section}
                name="lab"
                swapping={target.mode === 'swap'}
                withLabs={withLabs}
                checked={section.SectionId === labId}
                onPick={() => {
                  setLabId(section.SectionId);
                }}
              />
            ))}
          </ul>
        </fieldset>
      )}
      {noOther && <p className="section-picker__hint">{t('addDrop:picker.noOther')}</p>}
      {waiting && (
        <div className="section-picker__actions">
          <PairWaitlist lecture={lecture} lab={lab} currentLab={currentLabChoice} />
        </div>
      )}
      <div className="section-picker__actions" hidden={waiting}>
        {lecture && needsLab && !complete && (
          <p className="section-picker__hint">{t('addDrop:picker.pickLab')}</p>
        )}
        <IonButton
          expand="block"
          disabled={!complete || busy}
          onClick={() => {
            onChoose(target, chosen);
          }}
        >
          {target.mode === 'swap' ? t('addDrop:picker.swap') : t('addDrop:picker.add')}
        </IonButton>
      </div>
    </>
  );
}

/**
 * The sections of one course: each lecture with its meetings (SectionSchedule), instructor and seats left,
 * then the labs of the chosen lecture. Full sections cannot be chosen; a clash the server foresees is said.
 */
export function SectionPicker({ target, busy, onClose, onChoose }: SectionPickerProps) {
  const { t } = useTranslation(['translation', ADD_DROP_NAMESPACE]);
  return (
    <IonModal isOpen={target !== null} onDidDismiss={onClose} className="section-picker">
      {target && (
        <>
          <IonHeader>
            <IonToolbar>
              <IonTitle>
                {target.mode === 'swap'
                  ? t('addDrop:picker.swapTitle', { course: target.CourseCode })
                  : t('addDrop:picker.addTitle', { course: target.CourseCode })}
              </IonTitle>
              <IonButtons slot="end">
                <IonButton onClick={onClose}>{t('addDrop:picker.close')}</IonButton>
              </IonButtons>
            </IonToolbar>
          </IonHeader>
          <IonContent>
            <div className="section-picker__body">
              <PickerBody
                key={`${String(target.CourseId)}-${target.mode}`}
                target={target}
                busy={busy}
                onChoose={onChoose}
              />
            </div>
          </IonContent>
        </>
      )}
    </IonModal>
  );
}
