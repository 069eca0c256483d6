import type { StudentSavedData, TanseekRound } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TANSEEK_NAMESPACE } from '../translations';
import { useTanseekFormat } from '../use-tanseek-format';
import '../../../components/round-state.css';

/** The round's state and dates, how many majors to rank, and whether (and when) the student has saved. */
export function RoundSummary({ round, data }: { round: TanseekRound; data: StudentSavedData }) {
  const { t } = useTranslation(TANSEEK_NAMESPACE);
  const format = useTanseekFormat();
  return (
    <section className="tanseek-round" aria-labelledby="tanseek-round-title">
      <h2 id="tanseek-round-title">
        {t('round.title', {
          number: format.number(round.Number),
          term: format.named({ NameEn: round.TermNameEn, NameAr: round.TermNameAr }),
        })}{' '}
        <span className={`round-state round-state--${round.State}`}>{t(`round.state.${round.State}`)}</span>
      </h2>
      <p>
        {t('round.dates', { opens: format.dateTime(round.OpensAt), closes: format.dateTime(round.ClosesAt) })}{' '}
        {t('round.rules', { count: round.MaxChoices })}
      </p>
      {data.NotEligibleReason !== null && (
        <p className="tanseek-notice">{t('round.notEligible', { reason: data.NotEligibleReason })}</p>
      )}
      {data.Eligible && (
        <p className="tanseek-muted">
          {data.SavedAt === null
            ? t('round.notSaved')
            : t('round.savedAt', { at: format.dateTime(data.SavedAt) })}
        </p>
      )}
    </section>
  );
}
