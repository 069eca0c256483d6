import type { PlacementOfficeRound } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { OfficeTable } from '../../../components/office/office-table';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { numberFormat } from '../../../lib/intl-formats';
import { PLACEMENT_OFFICE_NAMESPACE } from '../translations';

type Offer = PlacementOfficeRound['Offers'][number];

/** A round's majors: seats, how many the allocation placed, last year's and this round's cut-off GPA. */
export function OffersTable({ round }: { round: PlacementOfficeRound }) {
  const { t, i18n } = useTranslation(PLACEMENT_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const gpa = (value: number | null) =>
    value === null
      ? '—'
      : numberFormat(i18n.language, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);
  const cells = {
    major: (offer: Offer) => format.named(offer.NameEn, offer.NameAr),
    seats: (offer: Offer) => whole(offer.Capacity),
    filled: (offer: Offer) => whole(offer.Filled),
    lastYear: (offer: Offer) => gpa(offer.LastYearCutOffGpa),
    cutOff: (offer: Offer) => gpa(offer.CutOffGpa),
  };
  const columns = (['major', 'seats', 'filled', 'lastYear', 'cutOff'] as const).map((key) => ({
    key,
    label: t(`columns.${key}`),
    cell: cells[key],
  }));
  return (
    <OfficeTable
      caption={t('offers', { number: whole(round.Number) })}
      columns={columns}
      rows={round.Offers}
      rowKey={(offer) => offer.OfferId}
    />
  );
}
