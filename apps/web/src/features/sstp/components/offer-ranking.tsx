import { IonIcon, IonReorder, IonReorderGroup } from '@ionic/react';
import type { SstpLanguage, SstpOffer } from '@portal/contract';
import { arrowDown, arrowUp, closeOutline, reorderTwoOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { endDrag, movedTo } from '../../../components/ranking-moves';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';
import { OfferFacts } from './offer-facts';
import '../../../components/ranking-buttons.css';

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
 * The student's ranked organisations. Reordering is by buttons named with the organisation, so it works by
 * keyboard and screen reader as well as by touch, and by dragging a choice's handle (Ionic's reorder group);
 * each change, however made, is announced with the organisation's new place by the form's live region.
 */
export function OfferRanking({ byId, languages, ranked, onChange, disabled }: OfferRankingProps) {
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  const nameOf = (offerId: number) => {
    const offer = byId.get(offerId);
    return offer ? format.named(offer) : '';
  };
  const rank = (at: number) => format.number(at + 1);
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
  if (ranked.length === 0) return <p className="sstp-muted">{t('ranking.empty')}</p>;
  return (
    <IonReorderGroup
      className="sstp-list"
      role="list"
      aria-labelledby="sstp-ranked"
      disabled={disabled}
      onIonReorderEnd={(event) => {
        endDrag(ranked, event.detail, (next, offerId, place) => {
          onChange(next, t('ranking.moved', { name: nameOf(offerId), rank: rank(place) }));
        });
      }}
    >
      {ranked.map((offerId, index) => {
        const offer = byId.get(offerId);
        const name = nameOf(offerId);
        return (
          <div key={offerId} className="sstp-choice" role="listitem">
            {!disabled && (
              <IonReorder className="sstp-choice__handle" aria-hidden="true">
                <IonIcon icon={reorderTwoOutline} />
              </IonReorder>
            )}
            <span className="sstp-choice__rank">{t('ranking.choice', { rank: rank(index) })}</span>
            <span className="sstp-choice__what">
              <span className="sstp-choice__name">{offer ? name : t('ranking.unknown')}</span>
              {offer && <OfferFacts offer={offer} languages={languages} />}
            </span>
            {!disabled && (
              <span className="sstp-choice__buttons">
                {button(t('ranking.moveUp', { name }), arrowUp, index === 0, () => {
                  onChange(
                    movedTo(ranked, index, index - 1),
                    t('ranking.moved', { name, rank: rank(index - 1) }),
                  );
                })}
                {button(t('ranking.moveDown', { name }), arrowDown, index === ranked.length - 1, () => {
                  onChange(
                    movedTo(ranked, index, index + 1),
                    t('ranking.moved', { name, rank: rank(index + 1) }),
                  );
                })}
                {button(
                  t('ranking.remove', { name }),
                  closeOutline,
                  false,
                  () => {
                    onChange(
                      ranked.filter((other) => other !== offerId),
                      t('ranking.removed', { name }),
                    );
                  },
                  true,
                )}
              </span>
            )}
          </div>
        );
      })}
    </IonReorderGroup>
  );
}
