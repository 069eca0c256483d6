import type { TrainingOfficeCycle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { numberFormat } from '../../../lib/intl-formats';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';
import { useCatalogueNames, type Catalogue } from '../use-catalogue-names';

/** A cycle's places: organisation, program and level, the period it trains, places and how many are filled. */
export function OffersTable({ cycle, catalogue }: { cycle: TrainingOfficeCycle; catalogue: Catalogue }) {
  const { t, i18n } = useTranslation(TRAINING_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const names = useCatalogueNames(catalogue);
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const columns = ['organization', 'program', 'level', 'period', 'places', 'filled'] as const;
  return (
    <table className="office-table">
      <caption>{t('offers', { name: format.named(cycle.NameEn, cycle.NameAr) })}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {t(`columns.${column}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {cycle.Offers.map((offer) => {
          const cells = {
            organization: format.named(offer.OrganizationNameEn, offer.OrganizationNameAr),
            program: names.program(offer.ProgramId),
            level: names.level(offer.LevelId),
            period: t('period', { from: names.day(offer.PeriodFrom), to: names.day(offer.PeriodTo) }),
            places: whole(offer.Places),
            filled: whole(offer.Filled),
          };
          return (
            <tr key={offer.OfferId}>
              {columns.map((column) => (
                <td key={column} data-label={t(`columns.${column}`)}>
                  {cells[column]}
                </td>
              ))}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
