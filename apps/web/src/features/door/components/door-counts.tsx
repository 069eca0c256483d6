import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../../lib/intl-formats';
import { useCounts } from '../api/get-counts';
import { DOOR_NAMESPACE } from '../translations';

const FIGURES = ['Registered', 'Attending', 'Guests', 'AdmittedStudents', 'AdmittedGuests'] as const;

/** The event's live counts (every gate's admissions), read every few seconds and after each scan. */
export function DoorCounts({ eventId }: { eventId: number }) {
  const { t, i18n } = useTranslation(DOOR_NAMESPACE);
  const counts = useCounts(eventId);
  return (
    <section className="door-counts" aria-label={t('counts.title')}>
      <h2>{t('counts.title')}</h2>
      {counts.data ? (
        <dl>
          {FIGURES.map((figure) => (
            <div key={figure}>
              <dt>{t(`counts.${figure}`)}</dt>
              <dd>{numberFormat(i18n.language).format(counts.data[figure])}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <p>{counts.isError ? t('counts.failed') : t('counts.loading')}</p>
      )}
    </section>
  );
}
