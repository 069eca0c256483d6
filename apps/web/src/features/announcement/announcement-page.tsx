import { IonButton, IonIcon, IonSpinner, useIonRouter } from '@ionic/react';
import type { ActiveAnnouncement } from '@portal/contract';
import { checkmarkCircle, megaphoneOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useAcceptAnnouncement } from './api/accept-announcement';
import { useActiveAnnouncements } from './api/get-active-announcements';
import './announcement-page.css';
import { useUniversityTime } from '../../lib/university-instant';

function AnnouncementCard({ announcement, arabic }: { announcement: ActiveAnnouncement; arabic: boolean }) {
  const { t } = useTranslation();
  const formatInstant = useUniversityTime();
  const router = useIonRouter();
  const accept = useAcceptAnnouncement();
  const title = arabic ? announcement.TitleAr : announcement.TitleEn;
  const paragraphs = (arabic ? announcement.BodyAr : announcement.BodyEn).split(/\n\s*\n/);
  const headingId = `announcement-${announcement.AnnouncementId}`;
  const acceptedAt = announcement.AcceptedAt ? formatInstant(announcement.AcceptedAt, 'dateTime') : undefined;
  return (
    <article className="announcement" aria-labelledby={headingId}>
      <h2 id={headingId} className="announcement__title">
        {title}
      </h2>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className="announcement__paragraph">
          {paragraph}
        </p>
      ))}
      {announcement.MustAccept && !announcement.Accepted && (
        <div className="announcement__accept">
          <IonButton
            onClick={() => {
              accept.mutate(
                { announcementId: announcement.AnnouncementId, version: announcement.Version },
                // The last one accepted: on to home, where the menu loads (spec §4).
                {
                  onSuccess: (flag) => {
                    if (flag === 1) router.push('/home', 'root', 'replace');
                  },
                },
              );
            }}
            disabled={accept.isPending}
          >
            {accept.isPending ? <IonSpinner name="dots" aria-hidden="true" /> : t('announcement.accept')}
          </IonButton>
          {accept.isError && (
            <p className="announcement__error" role="alert">
              {errorMessage(accept.error, t)}
            </p>
          )}
        </div>
      )}
      {announcement.Accepted && acceptedAt && (
        <p className="announcement__accepted">
          <IonIcon icon={checkmarkCircle} aria-hidden="true" />
          {t('announcement.acceptedOn', { date: acceptedAt })}
        </p>
      )}
    </article>
  );
}

/**
 * Route `announcement` (spec §4 gate 2): the announcements in force; each must-accept one needs "I have read
 * and accept" before the rest of the portal opens. Once nothing is left to accept, on to home.
 */
export default function AnnouncementPage() {
  const { t, i18n } = useTranslation();
  const router = useIonRouter();
  const announcements = useActiveAnnouncements();
  const arabic = currentLanguage(i18n) === 'ar';

  if (!announcements.isSuccess) {
    return (
      <PageBody>
        <QueriesPending queries={[announcements]} errorTitle={t('announcement.errorTitle')} />
      </PageBody>
    );
  }
  const waiting = announcements.data.filter(
    (announcement) => announcement.MustAccept && !announcement.Accepted,
  );
  return (
    <PageBody>
      <header className="announcement-intro">
        <h1>{t('pages.announcement')}</h1>
        <p>
          {waiting.length > 0
            ? t('announcement.mustAccept', { count: waiting.length })
            : t('announcement.allAccepted')}
        </p>
        {waiting.length === 0 && (
          <IonButton
            onClick={() => {
              router.push('/home', 'root', 'replace');
            }}
          >
            {t('announcement.continue')}
          </IonButton>
        )}
      </header>
      {announcements.data.length === 0 ? (
        <StatePanel tone="empty" icon={megaphoneOutline} title={t('announcement.empty')} />
      ) : (
        announcements.data.map((announcement) => (
          <AnnouncementCard key={announcement.AnnouncementId} announcement={announcement} arabic={arabic} />
        ))
      )}
    </PageBody>
  );
}
