import type { Faculty, TanseekOfferKind } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SelectInput, TextInput } from '../../../components/office/editor-inputs';
import { RowsEditor } from '../../../components/office/rows-editor';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { newOffer, type OfferDraft } from '../round-draft';
import { PLACEMENT_OFFICE_NAMESPACE } from '../translations';

const KINDS: readonly TanseekOfferKind[] = ['major', 'minor'];

/** The majors and minors a round offers: a program of the round's faculty, its seats and last year's cut-off. */
export function OffersEditor({
  offers,
  faculty,
  onChange,
}: {
  offers: OfferDraft[];
  faculty: Faculty | undefined;
  onChange: (offers: OfferDraft[]) => void;
}) {
  const { t } = useTranslation(PLACEMENT_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const programs = faculty?.Programs ?? [];
  return (
    <RowsEditor
      legend={t('editor.offers')}
      empty={t('editor.noOffers')}
      addLabel={t('editor.addOffer')}
      rows={offers}
      newRow={() => newOffer(faculty)}
      onChange={onChange}
    >
      {(row, change) => (
        <>
          <label className="office-field">
            <span>{t('editor.program')}</span>
            <select
              value={row.ProgramId}
              onChange={(event) => {
                change({ ProgramId: Number(event.target.value) });
              }}
            >
              {programs.map((program) => (
                <option key={program.ProgramId} value={program.ProgramId}>
                  {format.named(program.NameEn, program.NameAr)}
                </option>
              ))}
            </select>
          </label>
          <SelectInput
            label={t('editor.kind')}
            value={row.Kind}
            values={KINDS}
            name={(kind) => t(`editor.kinds.${kind}`)}
            onChange={(Kind) => {
              change({ Kind });
            }}
          />
          <TextInput
            type="number"
            label={t('editor.capacity')}
            value={row.Capacity}
            onChange={(Capacity) => {
              change({ Capacity });
            }}
          />
          <TextInput
            label={t('editor.lastYear')}
            value={row.LastYearCutOffGpa}
            onChange={(LastYearCutOffGpa) => {
              change({ LastYearCutOffGpa });
            }}
          />
        </>
      )}
    </RowsEditor>
  );
}
