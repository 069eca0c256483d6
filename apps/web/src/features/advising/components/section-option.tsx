import { IonIcon } from '@ionic/react';
import type { AdvisingSection } from '@portal/contract';
import { personOutline, warningOutline } from 'ionicons/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { WaitlistJoin } from '../../../components/registration/waitlist-join';
import { useInstructorName } from '../../../lib/instructor-name';
import { ADVISING_NAMESPACE } from '../translations';
import { MeetingLines } from './meeting-lines';
import '../advising.css';
import './section-option.css';

interface SectionOptionProps {
  section: AdvisingSection;
  /** Radio group name: one section of a kind is chosen at a time. */
  name: string;
  checked: boolean;
  onChoose: () => void;
  /** A full section may still be the student's own (they keep it); otherwise it cannot be chosen. */
  disabled?: boolean;
  /**
   * Whether a full section offers its own waitlist. Not in a course with labs: there the lecture and lab
   * are waited for together, below the choice (components/registration/pair-waitlist.tsx).
   */
  ownWaitlist?: boolean;
}

/** One section as a choice: kind and number, instructor, seats left, a clash warning, its meetings. */
export function SectionOption({
  section,
  name,
  checked,
  onChoose,
  disabled,
  ownWaitlist = true,
}: SectionOptionProps) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const instructorName = useInstructorName();
  const full = section.SeatsLeft <= 0;
  const id = useId();
  return (
    // The whole card chooses the section (a larger target on phones); the radio inside carries the choice
    // for keyboards and screen readers, labelled by the card's heading.
    <div
      className={`adv-section${checked ? ' adv-section--checked' : ''}${disabled ? ' adv-section--disabled' : ''}`}
      onClick={() => {
        if (!disabled && !checked) onChoose();
      }}
    >
      <div className="adv-section__head">
        <input
          id={id}
          type="radio"
          name={name}
          checked={checked}
          disabled={disabled}
          onChange={onChoose}
          onClick={(event) => {
            event.stopPropagation();
          }}
        />
        <label htmlFor={id} className="adv-section__title">
          {t(`advising:sections.kinds.${section.Kind}`)} ·{' '}
          {t('advising:sections.section', { no: section.SectionNo })}
        </label>
        {section.Registered ? (
          <span className="adv-chip adv-chip--in_progress">{t('advising:sections.yours')}</span>
        ) : full ? (
          // Where the section offers no waitlist of its own, its waitlist's "Full" is not there to say so.
          !ownWaitlist && <span className="adv-chip adv-chip--full">{t('advising:sections.full')}</span>
        ) : (
          <span className="adv-chip adv-chip--seats">
            {t('advising:sections.seatsLeft', { count: section.SeatsLeft })}
          </span>
        )}
      </div>
      <p className="adv-section__instructor">
        <IonIcon icon={personOutline} aria-hidden="true" />
        {section.Instructor ? instructorName(section.Instructor) : t('advising:sections.noInstructor')}
      </p>
      <MeetingLines meetings={section.SectionSchedule} />
      {section.Clash && (
        <p className="adv-section__clash">
          <IonIcon icon={warningOutline} aria-hidden="true" />
          {section.Clash}
        </p>
      )}
      {full && !section.Registered && ownWaitlist && (
        // A full section cannot be chosen; its waitlist can be joined. Taps on it are not a choice.
        // Not faded with the option: the offer's buttons must read as usable.
        <div
          className="adv-section__waitlist"
          onClick={(event) => {
            event.stopPropagation();
          }}
        >
          <WaitlistJoin sectionId={section.SectionId} />
        </div>
      )}
    </div>
  );
}
