import type { TrainingOfficeCycle } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { OfficeTable } from '../../../components/office/office-table';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { numberFormat } from '../../../lib/intl-formats';
import { TRAINING_OFFICE_NAMESPACE } from '../translations';
import { useCatalogueNames, type Catalogue } from '../use-catalogue-names';

type Offer = TrainingOfficeCycle['Offers'][number];

/** A cycle's places: organisation, program and level, the period it trains, places and how many are filled. */
export function OffersTable({ cycle, catalogue }: { cycle: TrainingOfficeCycle; catalogue: Catalogue }) {
  const { t, i18n } = useTranslation(TRAINING_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const names = useCatalogueNames(catalogue);
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const cells = {
    organization: (offer: Offer) => format.named(offer.OrganizationNameEn, offer.OrganizationNameAr),
    program: (offer: Offer) => names.program(offer.ProgramId),
    level: (offer: Offer) => names.level(offer.LevelId),
    period: (offer: Offer) =>
      t('period', { from: names.day(offer.PeriodFrom), to: names.day(offer.PeriodTo) }),
    places: (offer: Offer) => whole(offer.Places),
    filled: (offer: Offer) => whole(offer.Filled),
  };
  const columns = (['organization', 'program', 'level', 'period', 'places', 'filled'] as const).map(
    (key) => ({
      key,
      label: t(`columns.${key}`),
      cell: cells[key],
    }),
  );
  return (
    <OfficeTable
      caption={t('offers', { name: format.named(cycle.NameEn, cycle.NameAr) })}
      columns={columns}
      rows={cycle.Offers}
      rowKey={(offer) => offer.OfferId}
    />
  );
}
