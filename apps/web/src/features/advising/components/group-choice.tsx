import { IonIcon } from '@ionic/react';
import type { AdvisingGroup, AdvisingSection, ElectiveGroup } from '@portal/contract';
import { warningOutline } from 'ionicons/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { clockLabel, dayName } from '../../../lib/university-time';
import { ADVISING_NAMESPACE } from '../translations';
import '../advising.css';
import './group-choice.css';

/** "Sun 10:00 AM–11:30 AM, Room B12" for each meeting of a section, joined. */
function useMeetingsText() {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  return (section: AdvisingSection) =>
    section.SectionSchedule.length === 0
      ? t('advising:sections.noMeetings')
      : section.SectionSchedule.map(
          (meeting) =>
            `${dayName(meeting.Day, i18n.language, 'short')} ${t('advising:sections.time', {
              start: clockLabel(meeting.StartsAt, i18n.language),
              end: clockLabel(meeting.EndsAt, i18n.language),
            })}, ${meeting.Room ? t('advising:sections.room', { room: meeting.Room }) : t('advising:sections.online')}`,
        ).join(' · ');
}

/** A ready-made group as a choice: its credits, whether it is full or already the student's, its sections. */
export function GroupOption({
  group,
  checked,
  onChoose,
}: {
  group: AdvisingGroup;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const meetings = useMeetingsText();
  const id = useId();
  const disabled = group.Full && !group.Chosen;
  return (
    <div
      className={`adv-card adv-group${checked ? ' adv-group--checked' : ''}${disabled ? ' adv-group--disabled' : ''}`}
      onClick={() => {
        if (!disabled && !checked) onChoose();
      }}
    >
      <div className="adv-group__head">
        <input
          id={id}
          type="radio"
          name="advising-group"
          checked={checked}
          disabled={disabled}
          onChange={onChoose}
          onClick={(event) => {
            event.stopPropagation();
          }}
        />
        <label htmlFor={id} className="adv-group__title">
          {arabic ? group.NameAr : group.NameEn} <span className="adv-muted">({group.Code})</span>
        </label>
        <span className="adv-muted">{t('advising:groups.credits', { count: group.Credits })}</span>
        {group.Chosen && (
          <span className="adv-chip adv-chip--in_progress">{t('advising:groups.chosen')}</span>
        )}
        {group.Full && !group.Chosen && (
          <span className="adv-chip adv-chip--blocked">{t('advising:groups.full')}</span>
        )}
      </div>
      <ul className="adv-group__sections" aria-label={t('advising:groups.sections')}>
        {group.Sections.map((section) => (
          <li key={section.SectionId}>
            <span className="adv-course__code">{section.CourseCode}</span>{' '}
            {t(`advising:sections.kinds.${section.Kind}`)} {section.SectionNo}
            <span className="adv-muted"> — {meetings(section)}</span>
            {section.Clash && (
              <span className="adv-section__clash">
                <IonIcon icon={warningOutline} aria-hidden="true" />
                {section.Clash}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Chosen sections of one elective group: course id → section id. */
export type ElectivePicks = ReadonlyMap<number, number>;

/** One module elective group: pick `Pick` of its courses, choosing a section of each. */
export function ElectiveGroupPicker({
  group,
  picks,
  onPick,
}: {
  group: ElectiveGroup;
  picks: ElectivePicks;
  onPick: (courseId: number, sectionId: number | undefined) => void;
}) {
  const { t, i18n } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const arabic = currentLanguage(i18n) === 'ar';
  const meetings = useMeetingsText();
  const id = useId();
  return (
    <section className="adv-card adv-electives" aria-labelledby={`${id}-title`}>
      <header className="adv-electives__head">
        <h3 id={`${id}-title`}>{arabic ? group.NameAr : group.NameEn}</h3>
        <p className="adv-muted">
          {t('advising:groups.pick', { count: group.Pick })} ·{' '}
          {t('advising:groups.picked', { picked: picks.size, pick: group.Pick })}
        </p>
      </header>
      <ul className="adv-electives__courses">
        {group.Courses.map((course) => {
          const chosen = picks.get(course.CourseId);
          const full = picks.size >= group.Pick && chosen === undefined;
          return (
            <li key={course.CourseId} className="adv-elective">
              <label htmlFor={`${id}-${String(course.CourseId)}`} className="adv-elective__title">
                <span className="adv-course__code">{course.CourseCode}</span>{' '}
                {arabic ? course.TitleAr : course.TitleEn}
                <span className="adv-muted">
                  {' '}
                  · {t('advising:plan.courseCredits', { count: course.Credits })}
                </span>
              </label>
              <select
                id={`${id}-${String(course.CourseId)}`}
                className="adv-select"
                aria-label={t('advising:groups.sectionLabel', { code: course.CourseCode })}
                value={chosen === undefined ? '' : String(chosen)}
                disabled={full}
                onChange={(event) => {
                  onPick(course.CourseId, event.target.value === '' ? undefined : Number(event.target.value));
                }}
              >
                <option value="">{t('advising:groups.noSection')}</option>
                {course.Sections.map((section) => (
                  <option
                    key={section.SectionId}
                    value={section.SectionId}
                    disabled={section.SeatsLeft <= 0 && !section.Registered}
                  >
                    {`${t(`advising:sections.kinds.${section.Kind}`)} ${section.SectionNo} — ${meetings(section)} — ${
                      section.SeatsLeft <= 0
                        ? t('advising:sections.full')
                        : t('advising:sections.seatsLeft', { count: section.SeatsLeft })
                    }`}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
