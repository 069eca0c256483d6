import type { TanseekOffer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { TANSEEK_NAMESPACE } from '../translations';
import { useTanseekFormat } from '../use-tanseek-format';

/** What a student weighs a major by: its seats, last year's cut-off and, once published, this year's. */
export function OfferFacts({ offer }: { offer: TanseekOffer }) {
  const { t } = useTranslation(TANSEEK_NAMESPACE);
  const format = useTanseekFormat();
  const facts = [
    t('ranking.seats', { count: offer.Capacity }),
    offer.LastYearCutOffGpa === null
      ? t('ranking.newMajor')
      : t('ranking.lastYear', { gpa: format.gpa(offer.LastYearCutOffGpa) }),
  ];
  if (offer.CutOffGpa !== null) facts.push(t('ranking.cutOff', { gpa: format.gpa(offer.CutOffGpa) }));
  if (offer.Kind === 'minor') facts.unshift(t('ranking.minor'));
  return <span className="tanseek-muted">{facts.join(' · ')}</span>;
}
