import type { ProgramEligibility } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { CheckInput, TextInput } from '../../../components/office/editor-inputs';
import { numberOrNull } from '../../../components/office/input-values';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

const STANDINGS = ['good', 'honors', 'warning', 'probation'] as const;

/**
 * Who may apply: faculties and programs by id (the ids as typed, checked when saving), levels, the lowest
 * cumulative GPA, the standings allowed, and whether a disciplinary hold keeps the student out.
 */
export function EligibilityInputs({
  rules,
  ids,
  onChange,
  onIds,
}: {
  rules: ProgramEligibility;
  ids: { faculties: string; programs: string };
  onChange: (patch: Partial<ProgramEligibility>) => void;
  onIds: (ids: { faculties: string; programs: string }) => void;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const number = (label: string, value: number | null, set: (value: number | null) => void) => (
    <TextInput
      type="number"
      label={label}
      value={value === null ? '' : String(value)}
      onChange={(typed) => {
        set(numberOrNull(typed));
      }}
    />
  );
  return (
    <fieldset>
      <legend>{t('internationalOffice:editor.eligibility')}</legend>
      <TextInput
        label={t('internationalOffice:editor.facultyIds')}
        value={ids.faculties}
        onChange={(faculties) => {
          onIds({ ...ids, faculties });
        }}
      />
      <TextInput
        label={t('internationalOffice:editor.programIds')}
        value={ids.programs}
        onChange={(programs) => {
          onIds({ ...ids, programs });
        }}
      />
      {number(t('internationalOffice:editor.minLevel'), rules.MinLevel, (MinLevel) => {
        onChange({ MinLevel });
      })}
      {number(t('internationalOffice:editor.maxLevel'), rules.MaxLevel, (MaxLevel) => {
        onChange({ MaxLevel });
      })}
      {number(t('internationalOffice:editor.minGpa'), rules.MinGpa, (MinGpa) => {
        onChange({ MinGpa });
      })}
      <div role="group" aria-label={t('internationalOffice:editor.standings')}>
        {STANDINGS.map((standing) => (
          <CheckInput
            key={standing}
            label={t(`internationalOffice:standing.${standing}`)}
            checked={rules.Standings.includes(standing)}
            onChange={(on) => {
              onChange({
                Standings: on
                  ? [...rules.Standings, standing]
                  : rules.Standings.filter((one) => one !== standing),
              });
            }}
          />
        ))}
      </div>
      <CheckInput
        label={t('internationalOffice:editor.noHold')}
        checked={rules.NoDisciplinaryHold}
        onChange={(NoDisciplinaryHold) => {
          onChange({ NoDisciplinaryHold });
        }}
      />
    </fieldset>
  );
}
