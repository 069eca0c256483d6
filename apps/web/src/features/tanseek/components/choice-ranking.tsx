import { IonIcon, IonReorder, IonReorderGroup } from '@ionic/react';
import type { TanseekOffer } from '@portal/contract';
import { addOutline, arrowDown, arrowUp, closeOutline, reorderTwoOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endDrag, movedTo } from '../../../components/ranking-moves';
import { TANSEEK_NAMESPACE } from '../translations';
import { useTanseekFormat } from '../use-tanseek-format';
import { OfferFacts } from './offer-facts';
import '../../../components/ranking-buttons.css';

interface ChoiceRankingProps {
  offers: readonly TanseekOffer[];
  /** Offer ids, first choice first. */
  ranked: readonly number[];
  maxChoices: number;
  onChange: (ranked: number[]) => void;
  disabled: boolean;
}

/**
 * The student's ranked majors and the others offered. Reordering is by buttons named with the major, so it works
 * by keyboard and screen reader as well as by touch, and by dragging a choice's handle (Ionic's reorder group,
 * `ionReorderEnd`); each change, however made, is announced with the major's new place.
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
  const button = (label: string, icon: string, off: boolean, act: () => void, danger = false) => (
    <button
      type="button"
      className={`ranking-button ranking-button--icon${danger ? ' ranking-button--danger' : ''}`}
      disabled={disabled || off}
      aria-label={label}
      onClick={act}
    >
      <IonIcon icon={icon} aria-hidden="true" />
    </button>
  );

  return (
    <section className="tanseek-ranking" aria-labelledby="tanseek-ranked">
      <h2 id="tanseek-ranked">{t('ranking.title')}</h2>
      <p className="tanseek-announcer" role="status" aria-live="polite">
        {announcement}
      </p>
      {ranked.length === 0 ? (
        <p className="tanseek-muted">{t('ranking.empty')}</p>
      ) : (
        <IonReorderGroup
          className="tanseek-list"
          role="list"
          disabled={disabled}
          onIonReorderEnd={(event) => {
            endDrag(ranked, event.detail, (next, offerId, place) => {
              const offer = byId.get(offerId);
              const name = offer ? format.named(offer) : '';
              change(next, t('ranking.moved', { name, rank: format.number(place + 1) }));
            });
          }}
        >
          {ranked.map((offerId, index) => {
            const offer = byId.get(offerId);
            if (!offer) return null;
            const name = format.named(offer);
            const rank = (at: number) => format.number(at + 1);
            return (
              <div key={offerId} className="tanseek-choice" role="listitem">
                {!disabled && (
                  <IonReorder className="tanseek-choice__handle" aria-hidden="true">
                    <IonIcon icon={reorderTwoOutline} />
                  </IonReorder>
                )}
                <span className="tanseek-choice__rank">{t('ranking.choice', { rank: rank(index) })}</span>
                <span className="tanseek-choice__what">
                  <span className="tanseek-choice__name">{name}</span>
                  <OfferFacts offer={offer} />
                </span>
                <span className="tanseek-choice__buttons">
                  {button(t('ranking.moveUp', { name }), arrowUp, index === 0, () => {
                    change(
                      movedTo(ranked, index, index - 1),
                      t('ranking.moved', { name, rank: rank(index - 1) }),
                    );
                  })}
                  {button(t('ranking.moveDown', { name }), arrowDown, index === ranked.length - 1, () => {
                    change(
                      movedTo(ranked, index, index + 1),
                      t('ranking.moved', { name, rank: rank(index + 1) }),
                    );
                  })}
                  {button(
                    t('ranking.remove', { name }),
                    closeOutline,
                    false,
                    () => {
                      change(
                        ranked.filter((other) => other !== offerId),
                        t('ranking.removed', { name }),
                      );
                    },
                    true,
                  )}
                </span>
              </div>
            );
          })}
        </IonReorderGroup>
      )}
      {unranked.length > 0 && (
        <>
          <h2 id="tanseek-offered">{t('ranking.offered')}</h2>
          {full && <p className="tanseek-muted">{t('ranking.full', { count: maxChoices })}</p>}
          <ul className="tanseek-list" aria-labelledby="tanseek-offered">
            {unranked.map((offer) => {
              const name = format.named(offer);
              return (
                <li key={offer.OfferId} className="tanseek-choice">
                  <span className="tanseek-choice__what">
                    <span className="tanseek-choice__name">{name}</span>
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
