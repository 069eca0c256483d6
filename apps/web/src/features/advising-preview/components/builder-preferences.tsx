import { IonCheckbox, IonToggle } from '@ionic/react';
import type { SchedulePreferences } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { dayName, weekOrder } from '../../../lib/university-time';
import { PREVIEW_NAMESPACE } from '../translations';
import '../preview.css';
import './builder-preferences.css';

/** The builder's one early-start preference (spec of issue 9: "no classes before 10:00"). */
export const NO_CLASSES_BEFORE = '10:00';

interface BuilderPreferencesProps {
  value: SchedulePreferences;
  weekStartsOn: number;
  onChange: (value: SchedulePreferences) => void;
}

/** No classes before 10:00, days off (in the university's week), compact days. */
export function BuilderPreferences({ value, weekStartsOn, onChange }: BuilderPreferencesProps) {
  const { t, i18n } = useTranslation(['translation', PREVIEW_NAMESPACE]);
  return (
    <div className="builder-preferences">
      <IonToggle
        checked={value.NoClassesBefore !== null}
        justify="start"
        onIonChange={(event) => {
          onChange({ ...value, NoClassesBefore: event.detail.checked ? NO_CLASSES_BEFORE : null });
        }}
      >
        {t('advisingPreview:builder.noEarly')}
      </IonToggle>
      <IonToggle
        checked={value.Compact}
        justify="start"
        onIonChange={(event) => {
          onChange({ ...value, Compact: event.detail.checked });
        }}
      >
        {t('advisingPreview:builder.compact')}
      </IonToggle>
      <fieldset className="builder-days">
        <legend>{t('advisingPreview:builder.daysOff')}</legend>
        {weekOrder(weekStartsOn).map((day) => (
          <IonCheckbox
            key={day}
            labelPlacement="end"
            checked={value.DaysOff.includes(day)}
            onIonChange={(event) => {
              const others = value.DaysOff.filter((other) => other !== day);
              onChange({ ...value, DaysOff: event.detail.checked ? [...others, day].sort() : others });
            }}
          >
            {dayName(day, i18n.language)}
          </IonCheckbox>
        ))}
      </fieldset>
    </div>
  );
}
