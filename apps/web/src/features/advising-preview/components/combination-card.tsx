import { IonButton, IonIcon } from '@ionic/react';
import type { AdvisingSection, ScheduleCombination } from '@portal/contract';
import { checkmarkDoneOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { listFormat } from '../../../lib/intl-formats';
import { WeekTimetable } from '../../../components/week-timetable/week-timetable';
import { clockLabel, dayName } from '../../../lib/university-time';
import { usePreviewWords } from '../preview-words';
import { PREVIEW_NAMESPACE } from '../translations';
import '../preview.css';
import './combination-card.css';

interface CombinationCardProps {
  combination: ScheduleCombination;
  /** The held sections of other courses every option keeps: drawn with it, as they count in its days. */
  kept: readonly AdvisingSection[];
  keptCredits: number;
  maxCredits: number;
  /** Course titles by course id (a combination's sections carry only the code). */
  titles: ReadonlyMap<number, { TitleEn: string; TitleAr: string }>;
  weekStartsOn: number;
  /** The student asked for no early classes: say how many this option still has. */
  showEarly: boolean;
  busy: boolean;
  onAdvise: (combination: ScheduleCombination) => void;
}

/**
 * One ranked timetable: why it ranks where it does, its sections and the held ones it keeps, a small week
 * drawing both (held classes striped), and advising it in one step.
 */
export function CombinationCard({
  combination,
  kept,
  keptCredits,
  maxCredits,
  titles,
  weekStartsOn,
  showEarly,
  busy,
  onAdvise,
}: CombinationCardProps) {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  const words = usePreviewWords();
  const { Fit: fit } = combination;
  const titleOf = (courseId: number) => {
    const course = titles.get(courseId);
    return course ? words.title(course) : '';
  };
  const facts = [
    fit.EarliestStart &&
      t('advisingPreview:builder.fit.earliest', { time: clockLabel(fit.EarliestStart, i18n.language) }),
    t('advisingPreview:builder.fit.days', { count: fit.DaysOnCampus }),
    t('advisingPreview:builder.fit.idle', { minutes: fit.IdleMinutes }),
    showEarly && t('advisingPreview:builder.fit.early', { count: fit.EarlyMeetings }),
    fit.DaysOffBroken.length > 0 &&
      t('advisingPreview:builder.fit.daysOffBroken', {
        days: listFormat(i18n.language, { type: 'conjunction' }).format(
          fit.DaysOffBroken.map((day) => dayName(day, i18n.language)),
        ),
      }),
  ].filter((fact) => typeof fact === 'string');
  const heading = t('advisingPreview:builder.option', { rank: combination.Rank });
  const sectionLine = (section: AdvisingSection) => (
    <>
      <strong>{section.CourseCode}</strong> {words.kind(section)} · {words.sectionNo(section)} ·{' '}
      {words.instructor(section)}
    </>
  );
  // A proposed section the student does not hold yet is new; one they hold (kept or re-chosen) is theirs.
  const items = [...kept, ...combination.Sections].map((section) => ({
    ...words.item(section, titleOf(section.CourseId), !section.Registered),
    held: section.Registered,
  }));
  return (
    <li className="combination" data-rank={combination.Rank}>
      <div className="combination__head">
        <h3>{heading}</h3>
        <span className="combination__credits">
          {t('advisingPreview:builder.credits', {
            total: combination.Credits + keptCredits,
            max: maxCredits,
          })}
        </span>
      </div>
      <ul className="combination__facts">
        {facts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <ul className="combination__sections">
        {combination.Sections.map((section) => (
          <li key={section.SectionId}>{sectionLine(section)}</li>
        ))}
      </ul>
      {kept.length > 0 && (
        <div className="combination__kept">
          {t('advisingPreview:builder.kept')}{' '}
          <ul>
            {kept.map((section) => (
              <li key={section.SectionId}>{sectionLine(section)}</li>
            ))}
          </ul>
        </div>
      )}
      <WeekTimetable size="compact" label={heading} weekStartsOn={weekStartsOn} items={items} />
      <IonButton
        className="combination__advise"
        disabled={busy}
        aria-label={t('advisingPreview:builder.adviseLabel', { rank: combination.Rank })}
        onClick={() => {
          onAdvise(combination);
        }}
      >
        <IonIcon slot="start" icon={checkmarkDoneOutline} aria-hidden="true" />
        {t('advisingPreview:builder.advise')}
      </IonButton>
    </li>
  );
}
