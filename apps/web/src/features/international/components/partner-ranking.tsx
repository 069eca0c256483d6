import { IonIcon } from '@ionic/react';
import type { international, ResponseOf } from '@portal/contract/calls';
import { addOutline, arrowDown, arrowUp, closeOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';
import '../../../components/ranking-buttons.css';

type Partner = ResponseOf<typeof international.getAppliedUniversities>[number];

interface PartnerRankingProps {
  partners: readonly Partner[];
  /** Partner ids, first choice first. */
  ranked: readonly number[];
  maxChoices: number;
  onChange: (ranked: number[]) => void;
  disabled?: boolean;
}

/** `ranked` with the choice at `from` moved one place up (-1) or down (+1). */
function moved(ranked: readonly number[], from: number, by: -1 | 1): number[] {
  const next = [...ranked];
  const to = from + by;
  const [a, b] = [next[from], next[to]];
  if (a === undefined || b === undefined) return next;
  next[from] = b;
  next[to] = a;
  return next;
}

/**
 * The student's ranked partner universities. Reordering is by buttons (up, down, remove, add), each named
 * with the university, so it works with a keyboard and a screen reader as well as by touch.
 */
export function PartnerRanking({ partners, ranked, maxChoices, onChange, disabled }: PartnerRankingProps) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  const byId = new Map(partners.map((partner) => [partner.PartnerId, partner]));
  const nameOf = (partner: Partner) => format.local(partner.NameEn, partner.NameAr);
  const placeOf = (partner: Partner) =>
    `${format.local(partner.CountryEn, partner.CountryAr)} · ${partner.City}`;
  const full = ranked.length >= maxChoices;
  const unranked = partners.filter((partner) => !ranked.includes(partner.PartnerId));
  return (
    <div className="intl-ranking">
      <h3 id="intl-ranked">{t('apply.yourRanking')}</h3>
      {ranked.length === 0 ? (
        <p className="intl-muted">{t('apply.nothingRanked')}</p>
      ) : (
        <ol className="intl-ranked" aria-labelledby="intl-ranked">
          {ranked.map((id, index) => {
            const partner = byId.get(id);
            if (!partner) return null;
            const name = nameOf(partner);
            return (
              <li key={id} className="intl-partner">
                <span className="intl-partner__rank">
                  {t('apply.choice', { rank: format.number(index + 1) })}
                </span>
                <span className="intl-partner__what">
                  <span className="intl-partner__name">{name}</span>
                  <span className="intl-muted">{placeOf(partner)}</span>
                </span>
                <span className="intl-partner__buttons">
                  <button
                    type="button"
                    className="ranking-button ranking-button--icon"
                    disabled={disabled || index === 0}
                    aria-label={t('apply.moveUp', { name })}
                    onClick={() => {
                      onChange(moved(ranked, index, -1));
                    }}
                  >
                    <IonIcon icon={arrowUp} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="ranking-button ranking-button--icon"
                    disabled={disabled || index === ranked.length - 1}
                    aria-label={t('apply.moveDown', { name })}
                    onClick={() => {
                      onChange(moved(ranked, index, 1));
                    }}
                  >
                    <IonIcon icon={arrowDown} aria-hidden="true" />
                  </button>
                  <button
                    type="button"
                    className="ranking-button ranking-button--icon ranking-button--danger"
                    disabled={disabled}
                    aria-label={t('apply.remove', { name })}
                    onClick={() => {
                      onChange(ranked.filter((other) => other !== id));
                    }}
                  >
                    <IonIcon icon={closeOutline} aria-hidden="true" />
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {unranked.length > 0 && (
        <>
          <h3 id="intl-available">{t('apply.available')}</h3>
          {full && <p className="intl-muted">{t('apply.full', { count: maxChoices })}</p>}
          <ul className="intl-available" aria-labelledby="intl-available">
            {unranked.map((partner) => {
              const name = nameOf(partner);
              return (
                <li key={partner.PartnerId} className="intl-partner">
                  <span className="intl-partner__what">
                    <span className="intl-partner__name">{name}</span>
                    <span className="intl-muted">
                      {placeOf(partner)} · {t('apply.seats', { count: partner.Seats })}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="ranking-button ranking-button--add"
                    disabled={disabled || full}
                    aria-label={t('apply.addNamed', { name })}
                    onClick={() => {
                      onChange([...ranked, partner.PartnerId]);
                    }}
                  >
                    <IonIcon icon={addOutline} aria-hidden="true" />
                    {t('apply.add')}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}
