import { IonButton, IonIcon } from '@ionic/react';
import type { partyOffice, ResponseOf } from '@portal/contract/calls';
import { mailOutline, refreshOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { OfficeTable } from '../../../components/office/office-table';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { QueryState } from '../../../components/query-state/query-state';
import { numberFormat } from '../../../lib/intl-formats';
import { useOutbox } from '../api/get-outbox';
import { EVENTS_OFFICE_NAMESPACE } from '../translations';

type Mail = ResponseOf<typeof partyOffice.getOutbox>[number];

/** The event's invitation mails and where each stands; the sender retries by itself, Refresh shows how far it got. */
export function OutboxTable({ eventId, title }: { eventId: number; title: string }) {
  const { t, i18n } = useTranslation(EVENTS_OFFICE_NAMESPACE);
  const format = useOfficeFormat();
  const outbox = useOutbox(eventId);
  const cells = {
    to: (mail: Mail) => <bdi>{mail.To}</bdi>,
    subject: (mail: Mail) =>
      mail.Text === null ? (
        mail.Subject
      ) : (
        <details>
          <summary>{mail.Subject}</summary>
          <p className="office-note">{mail.Text}</p>
        </details>
      ),
    state: (mail: Mail) => t(`mailStates.${mail.State}`),
    attempts: (mail: Mail) => numberFormat(i18n.language).format(mail.Attempts),
    lastError: (mail: Mail) => mail.LastError ?? '—',
    queuedAt: (mail: Mail) => format.instant(mail.QueuedAt),
    sentAt: (mail: Mail) => format.instant(mail.SentAt),
  };
  const columns = (Object.keys(cells) as (keyof typeof cells)[]).map((key) => ({
    key,
    label: t(`outbox.${key}`),
    cell: cells[key],
  }));
  return (
    <section aria-label={t('outbox.title', { event: title })}>
      <h3>{t('outbox.title', { event: title })}</h3>
      <IonButton
        size="small"
        fill="outline"
        disabled={outbox.isFetching}
        onClick={() => void outbox.refetch()}
      >
        <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
        {t('outbox.refresh')}
      </IonButton>
      <QueryState
        query={outbox}
        errorTitle={t('outbox.errorTitle')}
        empty={{
          when: (mails) => mails.length === 0,
          icon: mailOutline,
          title: t('outbox.empty'),
          detail: t('outbox.emptyDetail'),
        }}
      >
        {(mails) => (
          <>
            {mails.some((one) => one.Text !== null) && <p>{t('outbox.keptHint')}</p>}
            <OfficeTable
              caption={t('outbox.title', { event: title })}
              columns={columns}
              rows={mails}
              rowKey={(mail) => mail.MailId}
            />
          </>
        )}
      </QueryState>
    </section>
  );
}
