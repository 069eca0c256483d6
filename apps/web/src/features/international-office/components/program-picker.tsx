import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import type { OfficeProgram } from '../api/get-programs';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/** Which program a tab shows, by its code and title in the reader's language. */
export function ProgramPicker({
  programs,
  value,
  onChange,
}: {
  programs: readonly OfficeProgram[];
  value: number | undefined;
  onChange: (programId: number) => void;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  return (
    <label className="office-field">
      <span>{t('internationalOffice:filters.program')}</span>
      <select
        value={value ?? ''}
        onChange={(event) => {
          onChange(Number(event.target.value));
        }}
      >
        {programs.map((program) => (
          <option key={program.ProgramId} value={program.ProgramId}>
            {`${program.Code} · ${format.named(program.TitleEn, program.TitleAr)}`}
          </option>
        ))}
      </select>
    </label>
  );
}
