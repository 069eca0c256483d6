import type { PartnerUniversity, ProgramDefinition } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { IdSelect, TextInput } from '../../../components/office/editor-inputs';
import { RowsEditor } from '../../../components/office/rows-editor';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import type { OfficePrograms } from '../api/get-programs';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

type Seats = ProgramDefinition['Seats'];

/** How many seats each partner offers the program in each term: one row per partner and term. */
export function SeatsEditor({
  seats,
  partners,
  terms,
  onChange,
}: {
  seats: Seats;
  partners: readonly PartnerUniversity[];
  terms: OfficePrograms['Terms'];
  onChange: (seats: Seats) => void;
}) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const choice = (
    label: string,
    value: number,
    options: { id: number; name: string }[],
    pick: (id: number) => void,
  ) => <IdSelect label={label} value={value} options={options} onChange={pick} />;
  return (
    <RowsEditor
      legend={t('internationalOffice:editor.seats')}
      empty={t('internationalOffice:editor.noSeats')}
      addLabel={t('internationalOffice:editor.addSeats')}
      rows={seats}
      newRow={() => ({ PartnerId: partners[0]?.PartnerId ?? 0, TermId: terms[0]?.TermId ?? 0, Seats: 1 })}
      onChange={onChange}
    >
      {(row, change) => (
        <>
          {choice(
            t('internationalOffice:round.partner'),
            row.PartnerId,
            partners.map((one) => ({ id: one.PartnerId, name: format.named(one.NameEn, one.NameAr) })),
            (PartnerId) => {
              change({ PartnerId });
            },
          )}
          {choice(
            t('internationalOffice:columns.term'),
            row.TermId,
            terms.map((one) => ({ id: one.TermId, name: format.named(one.NameEn, one.NameAr) })),
            (TermId) => {
              change({ TermId });
            },
          )}
          <TextInput
            type="number"
            label={t('internationalOffice:round.seats')}
            value={String(row.Seats)}
            onChange={(typed) => {
              change({ Seats: Number(typed) });
            }}
          />
        </>
      )}
    </RowsEditor>
  );
}
