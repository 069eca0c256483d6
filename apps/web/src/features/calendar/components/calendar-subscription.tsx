import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { CalendarFeedLinks, CalendarFeedStatus } from '@portal/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import {
  copyOutline,
  linkOutline,
  logoGoogle,
  logoApple,
  mailOutline,
  refreshOutline,
  trashOutline,
} from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { CALENDAR_NAMESPACE } from '../translations';
import { useUniversityTime } from '../../../lib/university-instant';

/** The link just made: the apps' subscribe links, the link itself to copy, and a word on keeping it private. */
function FreshLinks({ links }: { links: CalendarFeedLinks }) {
  const { t } = useTranslation(['translation', CALENDAR_NAMESPACE]);
  const [copied, setCopied] = useState(false);
  const apps = [
    { label: t('calendar:google'), href: links.GoogleUrl, icon: logoGoogle, newTab: true },
    { label: t('calendar:apple'), href: links.WebcalUrl, icon: logoApple, newTab: false },
    { label: t('calendar:outlook'), href: links.OutlookUrl, icon: mailOutline, newTab: true },
  ];
  return (
    <div className="calendar-links">
      <ul className="calendar-apps">
        {apps.map((app) => (
          <li key={app.label}>
            <IonButton
              expand="block"
              href={app.href}
              {...(app.newTab
                ? {
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    'aria-label': t('calendar:opensNewTab', { app: app.label }),
                  }
                : {})}
            >
              <IonIcon slot="start" icon={app.icon} aria-hidden="true" />
              {app.label}
            </IonButton>
          </li>
        ))}
      </ul>
      <label className="calendar-link" htmlFor="calendar-feed-url">
        {t('calendar:linkLabel')}
      </label>
      <input id="calendar-feed-url" className="calendar-link__field" readOnly value={links.FeedUrl} />
      <IonButton
        fill="outline"
        onClick={() => {
          void navigator.clipboard.writeText(links.FeedUrl).then(() => {
            setCopied(true);
          });
        }}
      >
        <IonIcon slot="start" icon={copyOutline} aria-hidden="true" />
        {t('calendar:copy')}
      </IonButton>
      <p className="calendar-note" role="status">
        {copied ? t('calendar:copied') : ''}
      </p>
      <p className="calendar-note">{t('calendar:keepPrivate')}</p>
    </div>
  );
}

/** Make, replace or turn off the private link; the link is shown only in the answer that made it. */
export function CalendarSubscription({ feed }: { feed: UseQueryResult<CalendarFeedStatus> }) {
  const { t } = useTranslation(['translation', CALENDAR_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const create = useCreateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [links, setLinks] = useState<CalendarFeedLinks | null>(null);
  const busy = create.isPending || revoke.isPending;
  const failure = create.error ?? revoke.error ?? feed.error;
  const make = (replacing: string | null) => {
    revoke.reset();
    create.mutate(replacing, { onSuccess: setLinks });
  };

  if (feed.isPending) return <IonSpinner aria-label={t('app.loading')} />;
  const status = feed.data;
  const shown = links !== null && status?.CreatedAt === links.CreatedAt ? links : null;
  return (
    <>
      {failure && (
        <p className="calendar-error" role="alert">
          {t('calendar:errorTitle')} {errorMessage(failure, t)}
        </p>
      )}
      {shown ? (
        <FreshLinks links={shown} />
      ) : status?.Active && status.CreatedAt ? (
        <>
          <p>
            {t('calendar:existing', {
              date: formatInstant(status.CreatedAt, 'longDate'),
            })}
          </p>
          <div className="calendar-actions">
            <IonButton
              disabled={busy}
              onClick={() => {
                make(status.CreatedAt);
              }}
            >
              <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
              {t('calendar:replace')}
            </IonButton>
            <IonButton
              fill="outline"
              color="danger"
              disabled={busy}
              onClick={() => {
                create.reset();
                revoke.mutate();
              }}
            >
              <IonIcon slot="start" icon={trashOutline} aria-hidden="true" />
              {t('calendar:revoke')}
            </IonButton>
          </div>
        </>
      ) : (
        <>
          {revoke.isSuccess && (
            <p className="calendar-note" role="status">
              {t('calendar:revoked')}
            </p>
          )}
          <IonButton
            disabled={busy || feed.isError}
            onClick={() => {
              make(null);
            }}
          >
            <IonIcon slot="start" icon={linkOutline} aria-hidden="true" />
            {t('calendar:create')}
          </IonButton>
        </>
      )}
    </>
  );
}
