import { IonButton, IonIcon } from '@ionic/react';
import type { PartyOfficeEvent } from '@portal/contract';
import { downloadOutline, mailOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { numberFormat } from '../../../lib/intl-formats';
import { useDownloadList } from '../api/download-lists';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';
import { EventMoves } from './event-moves';
import { OutboxTable } from './outbox-table';

/** States in which the office may still edit an event's data (the server's rule). */
const EDITABLE = ['draft', 'open'];

/**
 * One event: what, where and when, its state and counts, then what the office may do with it — edit it
 * while draft or open, the moves its state allows, the registrations and guests as CSV, its invitation mail.
 */
export function EventCard({ event, onEdit }: { event: PartyOfficeEvent; onEdit: () => void }) {
  const { t, i18n } = useTranslation(EVENTS_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const download = useDownloadList();
  const [mail, setMail] = useState(false);
  const whole = (value: number) => numberFormat(i18n.language).format(value);
  const title = format.named(event.TitleEn, event.TitleAr);
  const headingId = `event-${String(event.EventId)}`;

  return (
    <article className="office-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {title} <span className="office-chip">{t(`states.${event.State}`)}</span>
      </h2>
      <p>
        {t('card.what', {
          kind: t(`kinds.${event.Kind}`),
          page: t(`pages.${event.Page}`),
          at: format.instant(event.StartsAt),
          venue: format.named(event.VenueEn, event.VenueAr),
        })}
      </p>
      <p>
        {t('card.registration', {
          opens: format.instant(event.RegistrationOpensAt),
          closes: format.instant(event.RegistrationClosesAt),
        })}
        {' · '}
        {event.FeePiastres === null
          ? t('card.free')
          : t('card.fee', { fee: format.money(event.FeePiastres) })}
      </p>
      <p>
        {t('card.counts', {
          registered: whole(event.Registered),
          guests: whole(event.Guests),
          admitted: whole(event.Admitted),
        })}
        {event.Places !== null &&
          ` · ${t('card.places', { taken: whole(event.PlacesTaken), places: whole(event.Places) })}`}
      </p>
      <div className="office-actions">
        {EDITABLE.includes(event.State) && (
          <IonButton fill="outline" onClick={onEdit}>
            {t('edit')}
          </IonButton>
        )}
        <EventMoves event={event} />
      </div>
      <div className="office-actions">
        {(['registrations', 'guests'] as const).map((list) => (
          <IonButton key={list} size="small" fill="clear" onClick={() => void download(list, event.EventId)}>
            <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
            {t(`download.${list}`)}
          </IonButton>
        ))}
        <IonButton
          size="small"
          fill="clear"
          aria-expanded={mail}
          onClick={() => {
            setMail(!mail);
          }}
        >
          <IonIcon slot="start" icon={mailOutline} aria-hidden="true" />
          {t(mail ? 'outbox.hide' : 'outbox.show')}
        </IonButton>
      </div>
      {mail && <OutboxTable eventId={event.EventId} title={title} />}
    </article>
  );
}
