import type { SstpCycle, SstpStudentData } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';
import '../../../components/round-state.css';

/** The cycle's state and dates, how many organisations to rank, and why a student may not apply. */
export function CycleSummary({ cycle, data }: { cycle: SstpCycle; data: SstpStudentData }) {
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  return (
    <section className="sstp-card" aria-labelledby="sstp-cycle-title">
      <h2 id="sstp-cycle-title">
        {format.named(cycle)}{' '}
        <span className={`round-state round-state--${cycle.State}`}>{t(`cycle.state.${cycle.State}`)}</span>
      </h2>
      <p>
        {t('cycle.dates', { opens: format.dateTime(cycle.OpensAt), closes: format.dateTime(cycle.ClosesAt) })}{' '}
        {t('cycle.summer', { from: format.day(cycle.SummerFrom), to: format.day(cycle.SummerTo) })}{' '}
        {t('cycle.rules', { count: cycle.MaxChoices, number: format.number(cycle.MaxChoices) })}
      </p>
      {data.NotEligibleReason !== null && (
        <div className="sstp-notice">
          <p>{t('cycle.notEligible', { reason: data.NotEligibleReason })}</p>
          <p>{t('cycle.notEligibleWhat')}</p>
        </div>
      )}
      {data.Eligible && !data.CanSave && data.Application === null && cycle.State === 'open' && (
        <p className="sstp-notice">{t('cycle.notNow')}</p>
      )}
    </section>
  );
}
