import type { PartyEventForStudent } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PageLink } from '../../../components/page-link';
import { usePageLinkable } from '../../../lib/page-access';
import { PARTY_NAMESPACE } from '../translations';
import { usePartyFormat } from '../use-party-format';

/** When and where, the registration window, the fee and the places left: what decides whether to come. */
export function EventFacts({ entry }: { entry: PartyEventForStudent }) {
  const { t } = useTranslation(PARTY_NAMESPACE);
  const format = usePartyFormat();
  const payable = usePageLinkable('faculty-cash-deposit');
  const event = entry.Event;
  const window = t('facts.window', {
    opens: format.shortDateTime(event.RegistrationOpensAt),
    closes: format.shortDateTime(event.RegistrationClosesAt),
  });
  return (
    <dl className="party-facts">
      <dt>{t('facts.when')}</dt>
      <dd>{format.dateTime(event.StartsAt)}</dd>
      <dt>{t('facts.where')}</dt>
      <dd dir="auto">{format.local(event.VenueEn, event.VenueAr)}</dd>
      <dt>{t('facts.registration')}</dt>
      <dd>
        {window} · <strong>{entry.CanChange ? t('facts.open') : t('facts.closed')}</strong>
      </dd>
      {event.FeePiastres !== null && (
        <>
          <dt>{t('facts.fee')}</dt>
          <dd>
            {format.money(event.FeePiastres, event.Currency)} · {t('facts.feeNote')}{' '}
            {payable && <PageLink path="faculty-cash-deposit">{t('facts.payLink')}</PageLink>}
          </dd>
        </>
      )}
      {event.Places !== null && (
        <>
          <dt>{t('facts.places')}</dt>
          <dd>
            {t('facts.placesLeft', {
              left: format.number(Math.max(0, event.Places - event.PlacesTaken)),
              places: format.number(event.Places),
            })}
          </dd>
        </>
      )}
    </dl>
  );
}
