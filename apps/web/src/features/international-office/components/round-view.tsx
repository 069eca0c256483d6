import type { AllocationRound } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';
import { useFigures } from '../use-figures';
import { OfficeTable, type Column } from '../../../components/office/office-table';

type RoundPartner = AllocationRound['Partners'][number];
type RoundStudent = AllocationRound['Students'][number];

/**
 * A round as previewed or published: per partner its seats, how many are filled and the cut-off place; per
 * student the place, GPA and seat. Just after ranking, the round holds no seats yet: only the ranking is shown.
 */
export function RoundView({ round }: { round: AllocationRound }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const figures = useFigures();
  const partnerName = new Map(
    round.Partners.map((one) => [one.PartnerId, format.named(one.NameEn, one.NameAr)]),
  );

  const partners: Column<RoundPartner>[] = [
    {
      key: 'partner',
      label: t('internationalOffice:round.partner'),
      cell: (row) => format.named(row.NameEn, row.NameAr),
    },
    { key: 'seats', label: t('internationalOffice:round.seats'), cell: (row) => figures.whole(row.Seats) },
    { key: 'filled', label: t('internationalOffice:round.filled'), cell: (row) => figures.whole(row.Filled) },
    {
      key: 'cutOff',
      label: t('internationalOffice:round.cutOff'),
      cell: (row) => (row.CutOffPlace === null ? '—' : figures.whole(row.CutOffPlace)),
    },
  ];
  const students: Column<RoundStudent>[] = [
    { key: 'place', label: t('internationalOffice:round.place'), cell: (row) => figures.whole(row.Place) },
    {
      key: 'student',
      label: t('internationalOffice:columns.student'),
      cell: (row) => `${row.StudentCode} · ${row.StudentNameEn}`,
    },
    { key: 'gpa', label: t('internationalOffice:columns.gpa'), cell: (row) => figures.gpa(row.Gpa) },
    {
      key: 'seat',
      label: t('internationalOffice:round.seat'),
      cell: (row) =>
        row.PartnerId === null
          ? t('internationalOffice:round.noSeat')
          : t('internationalOffice:round.seatChoice', {
              partner: partnerName.get(row.PartnerId) ?? '',
              choice: figures.whole(row.ChoiceRank ?? 1),
            }),
    },
  ];

  if (!round.Allocated)
    return (
      <div>
        <p className="office-notice">
          {t('internationalOffice:round.ranked', { count: round.Students.length, seed: round.Seed })}
        </p>
        <OfficeTable
          caption={t('internationalOffice:round.students')}
          columns={students.filter((column) => column.key !== 'seat')}
          rows={round.Students}
          rowKey={(row) => row.ApplicationId}
        />
      </div>
    );
  return (
    <div>
      <p className="office-notice">
        {t(
          round.PublishedAt === null
            ? 'internationalOffice:round.draft'
            : 'internationalOffice:round.published',
          {
            number: figures.whole(round.Number),
            at: format.instant(round.PublishedAt),
          },
        )}{' '}
        {round.Final && t('internationalOffice:round.finalNote')}
      </p>
      <OfficeTable
        caption={t('internationalOffice:round.partners')}
        columns={partners}
        rows={round.Partners}
        rowKey={(row) => row.PartnerId}
      />
      <OfficeTable
        caption={t('internationalOffice:round.students')}
        columns={students}
        rows={round.Students}
        rowKey={(row) => row.ApplicationId}
      />
    </div>
  );
}
