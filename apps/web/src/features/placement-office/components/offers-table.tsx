import type { PlacementOfficeRound } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { numberFormat } from '../../../lib/intl-formats';
import { PLACEMENT_OFFICE_NAMESPACE } from '../translations';

/** A round's majors: seats, how many the allocation placed, last year's and this round's cut-off GPA. */
export function OffersTable({ round }: { round: PlacementOfficeRound }) {
  const { t, i18n } = useTranslation(PLACEMENT_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const gpa = (value: number | null) =>
    value === null
      ? '—'
      : numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const columns = ['major', 'seats', 'filled', 'lastYear', 'cutOff'] as const;
  return (
    <table className="office-table">
      <caption>{t('offers', { number: whole(round.Number) })}</caption>
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
        {round.Offers.map((offer) => {
          const cells = {
            major: format.named(offer.NameEn, offer.NameAr),
            seats: whole(offer.Capacity),
            filled: whole(offer.Filled),
            lastYear: gpa(offer.LastYearCutOffGpa),
            cutOff: gpa(offer.CutOffGpa),
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
