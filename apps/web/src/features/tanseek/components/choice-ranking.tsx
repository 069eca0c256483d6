import { IonIcon } from '@ionic/react';
import type { TanseekOffer } from '@portal/contract';
import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RankedList, RankingAnnouncer } from '../../../components/ranked-list';
import { TANSEEK_NAMESPACE } from '../translations';
import { useTanseekFormat } from '../use-tanseek-format';
import { OfferFacts } from './offer-facts';

interface ChoiceRankingProps {
  offers: readonly TanseekOffer[];
  /** Offer ids, first choice first. */
  ranked: readonly number[];
  maxChoices: number;
  onChange: (ranked: number[]) => void;
  disabled: boolean;
}

/**
 * The student's ranked majors and the others offered, each change announced here. While a save is on the
 * buttons stay, disabled, so the rows do not jump; a major no longer offered is left out.
 */
export function ChoiceRanking({ offers, ranked, maxChoices, onChange, disabled }: ChoiceRankingProps) {
  const { t } = useTranslation(TANSEEK_NAMESPACE);
  const format = useTanseekFormat();
  const [announcement, setAnnouncement] = useState('');
  const byId = new Map(offers.map((offer) => [offer.OfferId, offer]));
  const full = ranked.length >= maxChoices;
  const unranked = offers.filter((offer) => !ranked.includes(offer.OfferId));
  const change = (next: number[], said: string) => {
    onChange(next);
    setAnnouncement(said);
  };

  return (
    <section className="tanseek-ranking" aria-labelledby="tanseek-ranked">
      <h2 id="tanseek-ranked">{t('ranking.title')}</h2>
      <RankingAnnouncer said={announcement} />
      {ranked.length === 0 ? (
        <p className="tanseek-muted">{t('ranking.empty')}</p>
      ) : (
        <RankedList
          ranked={ranked}
          nameOf={(offerId) => {
            const offer = byId.get(offerId);
            return offer ? format.named(offer) : '';
          }}
          say={(phrase, values) => t(`ranking.${phrase}`, values)}
          formatRank={format.number}
          onChange={change}
          disabled={disabled}
        >
          {(offerId, name) => {
            const offer = byId.get(offerId);
            if (!offer) return null;
            return (
              <>
                <span className="ranked-choice__name">{name}</span>
                <OfferFacts offer={offer} />
              </>
            );
          }}
        </RankedList>
      )}
      {unranked.length > 0 && (
        <>
          <h2 id="tanseek-offered">{t('ranking.offered')}</h2>
          {full && <p className="tanseek-muted">{t('ranking.full', { count: maxChoices })}</p>}
          <ul className="ranked-list" aria-labelledby="tanseek-offered">
            {unranked.map((offer) => {
              const name = format.named(offer);
              return (
                <li key={offer.OfferId} className="ranked-choice">
                  <span className="ranked-choice__what">
                    <span className="ranked-choice__name">{name}</span>
                    <OfferFacts offer={offer} />
                  </span>
                  <button
                    type="button"
                    className="ranking-button ranking-button--add"
                    disabled={disabled || full}
                    aria-label={t('ranking.addNamed', { name })}
                    onClick={() => {
                      change(
                        [...ranked, offer.OfferId],
                        t('ranking.added', { name, rank: format.number(ranked.length + 1) }),
                      );
                    }}
                  >
                    <IonIcon icon={addOutline} aria-hidden="true" />
                    {t('ranking.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
