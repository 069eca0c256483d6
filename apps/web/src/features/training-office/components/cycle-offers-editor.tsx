import { useTranslation } from 'react-i18next';
import { IdSelect, TextInput } from '../../../components/office/editor-inputs';
import { RowsEditor } from '../../../components/office/rows-editor';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { newOffer, type OfferDraft } from '../cycle-draft';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';
import type { Catalogue } from '../use-catalogue-names';

/** A cycle's places: an organisation, the program and level it trains in, its places and its period. */
export function CycleOffersEditor({
  offers,
  catalogue,
  onChange,
}: {
  offers: OfferDraft[];
  catalogue: Catalogue;
  onChange: (offers: OfferDraft[]) => void;
}) {
  const { t } = useTranslation(TRAINING_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  return (
    <RowsEditor
      legend={t('editor.offers')}
      empty={t('editor.noOffers')}
      addLabel={t('editor.addOffer')}
      rows={offers}
      newRow={() => newOffer(catalogue)}
      onChange={onChange}
    >
      {(row, change) => (
        <>
          <IdSelect
            label={t('editor.organization')}
            value={row.OrganizationId}
            options={catalogue.Organizations.map((one) => ({
              id: one.OrganizationId,
              name: `${format.named(one.NameEn, one.NameAr)} · ${one.City}`,
            }))}
            onChange={(OrganizationId) => {
              change({ OrganizationId });
            }}
          />
          <IdSelect
            label={t('editor.program')}
            value={row.ProgramId}
            options={catalogue.Programs.map((one) => ({
              id: one.ProgramId,
              name: format.named(one.NameEn, one.NameAr),
            }))}
            onChange={(ProgramId) => {
              change({ ProgramId });
            }}
          />
          <IdSelect
            label={t('editor.level')}
            value={row.LevelId}
            options={catalogue.Levels.map((one) => ({
              id: one.LevelId,
              name: format.named(one.NameEn, one.NameAr),
            }))}
            onChange={(LevelId) => {
              change({ LevelId });
            }}
          />
          <TextInput
            type="number"
            label={t('editor.places')}
            value={row.Places}
            onChange={(Places) => {
              change({ Places });
            }}
          />
          <TextInput
            type="date"
            label={t('editor.periodFrom')}
            value={row.PeriodFrom}
            onChange={(PeriodFrom) => {
              change({ PeriodFrom });
            }}
          />
          <TextInput
            type="date"
            label={t('editor.periodTo')}
            value={row.PeriodTo}
            onChange={(PeriodTo) => {
              change({ PeriodTo });
            }}
          />
        </>
      )}
    </RowsEditor>
  );
}
