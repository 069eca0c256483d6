import type { SstpLanguage, SstpOffer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';

/** Where an organisation trains, its places, its languages and its dates, in one line under its name. */
export function OfferFacts({ offer, languages }: { offer: SstpOffer; languages: readonly SstpLanguage[] }) {
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  const spoken = languages.filter((language) => offer.LanguageIds.includes(language.LanguageId));
  const facts = [
    offer.City,
    t('offer.places', { count: offer.Places, places: format.number(offer.Places) }),
    format.list(spoken.map(format.named)),
    t('offer.period', { from: format.day(offer.PeriodFrom), to: format.day(offer.PeriodTo) }),
  ];
  return <span className="sstp-muted">{facts.filter((fact) => fact !== '').join(' · ')}</span>;
}
