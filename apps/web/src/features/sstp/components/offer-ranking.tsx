import type { SstpLanguage, SstpOffer } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { RankedList } from '../../../components/ranked-list';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';
import { OfferFacts } from './offer-facts';

interface OfferRankingProps {
  /** Every offer the student may have ranked, by id. */
  byId: ReadonlyMap<number, SstpOffer>;
  languages: readonly SstpLanguage[];
  /** Offer ids, first choice first. */
  ranked: readonly number[];
  /** The new ranking and what to announce of it. */
  onChange: (ranked: number[], said: string) => void;
  disabled: boolean;
}

/**
 * The student's ranked organisations, each change announced by the form's live region; an organisation no
 * longer offered keeps its place, named as unknown. Once the application is submitted the moves are gone.
 */
export function OfferRanking({ byId, languages, ranked, onChange, disabled }: OfferRankingProps) {
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  if (ranked.length === 0) return <p className="sstp-muted">{t('ranking.empty')}</p>;
  return (
    <RankedList
      ranked={ranked}
      nameOf={(offerId) => {
        const offer = byId.get(offerId);
        return offer ? format.named(offer) : '';
      }}
      say={(phrase, values) => t(`ranking.${phrase}`, values)}
      formatRank={format.number}
      onChange={onChange}
      disabled={disabled}
      hideButtonsWhenDisabled
      aria-labelledby="sstp-ranked"
    >
      {(offerId, name) => {
        const offer = byId.get(offerId);
        return (
          <>
            <span className="ranked-choice__name">{offer ? name : t('ranking.unknown')}</span>
            {offer && <OfferFacts offer={offer} languages={languages} />}
          </>
        );
      }}
    </RankedList>
  );
}
