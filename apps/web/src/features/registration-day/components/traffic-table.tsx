import type { TrafficMinute } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { REGISTRATION_NAMESPACE } from '../translations';
import { numberFormat } from '../../../lib/intl-formats';
import { useUniversityTime } from '../../../lib/university-instant';

/** Registration calls by minute on every instance: requests, refusals, queued answers and server errors. */
export function TrafficTable({ minutes }: { minutes: readonly TrafficMinute[] }) {
  const { t, i18n } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const number = numberFormat(i18n.language);
  const formatInstant = useUniversityTime();
  const columns = [
    { key: 'Requests', label: t('registration:traffic.requests') },
    { key: 'Refusals', label: t('registration:traffic.refusals') },
    { key: 'Queued', label: t('registration:traffic.queued') },
    { key: 'ServerErrors', label: t('registration:traffic.serverErrors') },
  ] as const;
  return (
    <section aria-labelledby="live-traffic-title">
      <h2 id="live-traffic-title" className="live-section__title">
        {t('registration:traffic.title')}
      </h2>
      <table className="traffic-table">
        <thead>
          <tr>
            <th scope="col">{t('registration:traffic.minute')}</th>
            {columns.map((column) => (
              <th key={column.key} scope="col">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...minutes].reverse().map((minute) => (
            <tr
              key={minute.Minute}
              className={minute.ServerErrors > 0 ? 'traffic-table__row--errors' : undefined}
            >
              <th scope="row">{formatInstant(minute.Minute, 'time')}</th>
              {columns.map((column) => (
                <td key={column.key} data-label={column.label}>
                  {number.format(minute[column.key])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
