import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import { downloadOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useDownloadTicket } from '../api/get-document-parsed-bytes';
import { PARTY_NAMESPACE } from '../translations';

/** The student's own ticket as a PDF, to print or show at the door. */
export function OwnTicketButton({ eventId }: { eventId: number }) {
  const { t } = useTranslation(['translation', PARTY_NAMESPACE]);
  const ticket = useDownloadTicket();
  return (
    <div className="party-ticket">
      <IonButton
        fill="outline"
        disabled={ticket.isPending}
        onClick={() => {
          ticket.mutate(eventId);
        }}
      >
        {ticket.isPending ? (
          <IonSpinner slot="start" name="crescent" aria-hidden="true" />
        ) : (
          <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
        )}
        {t('party:ticket.download')}
      </IonButton>
      <p className="party-muted">{t('party:ticket.note')}</p>
      {ticket.isError && (
        <p role="alert" className="party-problem">
          {errorMessage(ticket.error, t)}
        </p>
      )}
    </div>
  );
}
