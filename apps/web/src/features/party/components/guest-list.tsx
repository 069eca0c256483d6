import { IonButton, IonIcon, useIonAlert } from '@ionic/react';
import type { PartyEventForStudent, PartyGuest } from '@portal/contract';
import { peopleOutline, trashOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useRemoveInvitation } from '../api/remove-invitation';
import { PARTY_NAMESPACE } from '../translations';
import { usePartyFormat } from '../use-party-format';
import { InviteForm } from './invite-form';

function GuestState({ guest }: { guest: PartyGuest }) {
  const { t } = useTranslation(PARTY_NAMESPACE);
  const format = usePartyFormat();
  if (guest.State === 'revoked')
    return <span className="party-chip party-chip--revoked">{t('guests.revoked')}</span>;
  if (guest.AdmittedAt)
    return (
      <span className="party-chip party-chip--admitted">
        {t('guests.admittedAt', { at: format.shortDateTime(guest.AdmittedAt) })}
      </span>
    );
  return <span className="party-chip">{t('guests.valid')}</span>;
}

/** The guests invited, the quota used, removal with a confirmation, and the invitation form while open. */
export function GuestList({ entry }: { entry: PartyEventForStudent }) {
  const { t } = useTranslation(['translation', PARTY_NAMESPACE]);
  const format = usePartyFormat();
  const [confirm] = useIonAlert();
  const remove = useRemoveInvitation();
  const event = entry.Event;
  const used = entry.Guests.filter((guest) => guest.State === 'valid').length;
  const headingId = `party-guests-${event.EventId}`;

  const ask = (guest: PartyGuest) => () =>
    void confirm({
      header: t('party:guests.removeTitle'),
      message: t('party:guests.removeMessage', { name: guest.Name }),
      buttons: [
        { text: t('party:guests.cancel'), role: 'cancel' },
        {
          text: t('party:guests.removeConfirm'),
          role: 'destructive',
          handler: () => {
            remove.mutate({ GuestId: guest.GuestId });
          },
        },
      ],
    });

  return (
    <section className="party-guests" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('party:guests.title')}</h3>
      <p>{t('party:guests.quota', { used: format.number(used), quota: format.number(event.GuestQuota) })}</p>
      {entry.Guests.length === 0 ? (
        <p className="party-muted">
          <IonIcon icon={peopleOutline} aria-hidden="true" /> {t('party:guests.none')}
        </p>
      ) : (
        <ul className="party-guest-list">
          {entry.Guests.map((guest) => (
            <li key={guest.GuestId} className="party-guest">
              <div className="party-guest__who">
                <bdi className="party-guest__name">{guest.Name}</bdi>
                <bdi className="party-muted party-guest__email">{guest.Email}</bdi>
              </div>
              <GuestState guest={guest} />
              {entry.CanChange && guest.State === 'valid' && !guest.AdmittedAt && (
                <IonButton
                  size="small"
                  fill="clear"
                  color="danger"
                  disabled={remove.isPending}
                  aria-label={t('party:guests.removeNamed', { name: guest.Name })}
                  onClick={ask(guest)}
                >
                  <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
                  {t('party:guests.remove')}
                </IonButton>
              )}
            </li>
          ))}
        </ul>
      )}
      {remove.isError && (
        <p role="alert" className="party-problem">
          {errorMessage(remove.error, t)}
        </p>
      )}
      {entry.CanChange && <InviteForm eventId={event.EventId} full={used >= event.GuestQuota} />}
    </section>
  );
}
