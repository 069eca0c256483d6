import type { StudentMajorMinor, StudentSavedData, TanseekResult } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TANSEEK_NAMESPACE } from '../translations';
import { useTanseekFormat } from '../use-tanseek-format';

/**
 * The student's placement in the latest published round: the major they were placed in (their record's major
 * since), or why none, and that a later round is open when it is.
 */
export function PlacementResult({
  result,
  data,
  majorMinor,
}: {
  result: TanseekResult;
  data: StudentSavedData;
  majorMinor: StudentMajorMinor | undefined;
}) {
  const { t } = useTranslation(TANSEEK_NAMESPACE);
  const format = useTanseekFormat();
  const major = majorMinor ? format.named(majorMinor.Major) : '';
  const laterRound = data.Round !== null && data.Round.RoundId !== result.RoundId ? data.Round : null;
  return (
    <section className="tanseek-result" aria-labelledby="tanseek-result-title">
      <h2 id="tanseek-result-title">{t('result.title')}</h2>
      <p className={result.OfferId === null ? 'tanseek-notice' : 'tanseek-success'}>
        {result.OfferId === null ? t('result.notPlaced') : t('result.placed', { major })}
      </p>
      {result.Gpa !== null && (
        <p className="tanseek-muted">
          {t('result.ranking', {
            number: format.number(result.RoundNumber),
            place: format.number(result.Place),
            gpa: format.gpa(result.Gpa),
          })}
        </p>
      )}
      {result.OfferId === null && laterRound?.State === 'open' && data.CanSave && (
        <p className="tanseek-success">
          {t('result.secondRound', { number: format.number(laterRound.Number) })}
        </p>
      )}
      {majorMinor && <p>{t('result.major', { major })}</p>}
    </section>
  );
}
