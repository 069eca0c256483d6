import { IonSelect, IonSelectOption } from '@ionic/react';
import type { SstpCycle, SstpLanguage, SstpLevel, SstpProgram } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import type { ApplicationDraft } from '../application-draft';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';

interface TrainingChoiceProps {
  draft: ApplicationDraft;
  cycle: SstpCycle;
  programs: readonly SstpProgram[];
  levels: readonly SstpLevel[];
  languages: readonly SstpLanguage[];
  onChange: (patch: Partial<ApplicationDraft>) => void;
  disabled: boolean;
}

/** The training asked for: program, level and language (Ionic selects) and the period, with its rule. */
export function TrainingChoice(props: TrainingChoiceProps) {
  const { draft, cycle, programs, levels, languages, onChange, disabled } = props;
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  const program = programs.find((one) => one.ProgramId === draft.ProgramId);
  const select = (
    label: string,
    value: number | undefined,
    options: { id: number; name: string }[],
    pick: (id: number) => void,
  ) => (
    <IonSelect
      className="sstp-select"
      label={label}
      labelPlacement="stacked"
      fill="outline"
      interface="popover"
      placeholder={t('form.pick')}
      disabled={disabled}
      value={value}
      onIonChange={(event) => {
        pick(Number(event.detail.value));
      }}
    >
      {options.map((option) => (
        <IonSelectOption key={option.id} value={option.id}>
          {option.name}
        </IonSelectOption>
      ))}
    </IonSelect>
  );
  const day = (key: 'PeriodFrom' | 'PeriodTo') => (
    <label className="sstp-field">
      <span>{t(`form.${key}`)}</span>
      <input
        type="date"
        value={draft[key]}
        min={cycle.SummerFrom}
        max={cycle.SummerTo}
        disabled={disabled}
        onChange={(event) => {
          onChange({ [key]: event.target.value });
        }}
      />
    </label>
  );
  return (
    <fieldset className="sstp-fieldset">
      <legend>{t('form.training')}</legend>
      {select(
        t('form.program'),
        draft.ProgramId,
        programs.map((one) => ({
          id: one.ProgramId,
          name: t('form.programOption', { name: format.named(one), credits: format.number(one.Credits) }),
        })),
        (ProgramId) => {
          onChange({ ProgramId });
        },
      )}
      {select(
        t('form.level'),
        draft.LevelId,
        levels.map((one) => ({
          id: one.LevelId,
          name: t('form.levelOption', { name: format.named(one), level: format.number(one.MinStudyLevel) }),
        })),
        (LevelId) => {
          onChange({ LevelId });
        },
      )}
      {select(
        t('form.language'),
        draft.LanguageId,
        languages.map((one) => ({ id: one.LanguageId, name: format.named(one) })),
        (LanguageId) => {
          onChange({ LanguageId });
        },
      )}
      {day('PeriodFrom')}
      {day('PeriodTo')}
      <p className="sstp-muted sstp-fieldset__wide">
        {program
          ? t('form.periodRule', {
              count: program.WeeksMin,
              weeks: format.number(program.WeeksMin),
              from: format.day(cycle.SummerFrom),
              to: format.day(cycle.SummerTo),
            })
          : t('form.periodWithin', { from: format.day(cycle.SummerFrom), to: format.day(cycle.SummerTo) })}
      </p>
    </fieldset>
  );
}
