import { IonIcon, IonSelect, IonSelectOption } from '@ionic/react';
import type { SstpCategory, SstpLanguage, SstpOffer } from '@portal/contract';
import { addOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SSTP_NAMESPACE } from '../translations';
import { useSstpFormat } from '../use-sstp-format';
import { OfferFacts } from './offer-facts';
import '../../../components/ranked-list.css';
import '../../../components/ranking-buttons.css';

const EVERY_KIND = 0;

interface OfferedProps {
  offers: readonly SstpOffer[];
  categories: readonly SstpCategory[];
  languages: readonly SstpLanguage[];
  ranked: readonly number[];
  maxChoices: number;
  onAdd: (offer: SstpOffer) => void;
  disabled: boolean;
}

/**
 * The organisations of the chosen program and level not ranked yet, narrowed by kind of organisation; the
 * narrowing is done here rather than by the server so that a ranked organisation of another kind keeps its name.
 */
export function OfferedOrganizations(props: OfferedProps) {
  const { offers, categories, languages, ranked, maxChoices, onAdd, disabled } = props;
  const { t } = useTranslation(SSTP_NAMESPACE);
  const format = useSstpFormat();
  const [categoryId, setCategoryId] = useState(EVERY_KIND);
  const full = ranked.length >= maxChoices;
  const shown = offers.filter(
    (offer) =>
      !ranked.includes(offer.OfferId) && (categoryId === EVERY_KIND || offer.CategoryId === categoryId),
  );
  return (
    <>
      <h3 id="sstp-offered">{t('offered.title')}</h3>
      <IonSelect
        className="sstp-select"
        label={t('offered.category')}
        labelPlacement="stacked"
        fill="outline"
        interface="popover"
        value={categoryId}
        onIonChange={(event) => {
          setCategoryId(Number(event.detail.value));
        }}
      >
        <IonSelectOption value={EVERY_KIND}>{t('offered.everyCategory')}</IonSelectOption>
        {categories.map((category) => (
          <IonSelectOption key={category.CategoryId} value={category.CategoryId}>
            {format.named(category)}
          </IonSelectOption>
        ))}
      </IonSelect>
      {full && <p className="sstp-muted">{t('offered.full', { count: maxChoices })}</p>}
      {shown.length === 0 ? (
        <p className="sstp-muted">{offers.length === 0 ? t('offered.none') : t('offered.noneLeft')}</p>
      ) : (
        <ul className="ranked-list" aria-labelledby="sstp-offered">
          {shown.map((offer) => {
            const name = format.named(offer);
            return (
              <li key={offer.OfferId} className="ranked-choice">
                <span className="ranked-choice__what">
                  <span className="ranked-choice__name">{name}</span>
                  <OfferFacts offer={offer} languages={languages} />
                </span>
                <button
                  type="button"
                  className="ranking-button ranking-button--add"
                  disabled={disabled || full}
                  aria-label={t('offered.addNamed', { name })}
                  onClick={() => {
                    onAdd(offer);
                  }}
                >
                  <IonIcon icon={addOutline} aria-hidden="true" />
                  {t('offered.add')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
