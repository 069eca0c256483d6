import { IonButton, IonIcon, IonSpinner } from '@ionic/react';
import type { StaffAnnouncement } from '@portal/contract';
import { addOutline, alertCircleOutline, megaphoneOutline, refreshOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { StatePanel } from '../../components/state-panel';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useAnnouncementChanges, useStaffAnnouncements } from './api/staff-announcements';
import { AnnouncementForm } from './components/announcement-form';
import './announcement-page.css';
import { dateTimeFormat } from '../../lib/intl-formats';

function PublishedCard({ announcement, onEdit }: { announcement: StaffAnnouncement; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const { end } = useAnnouncementChanges();
  const arabic = currentLanguage(i18n) === 'ar';
  const format = dateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  // When the card first showed: its state label does not tick over while the page is open.
  const [now] = useState(() => Date.now());
  const ended = Date.parse(announcement.EndsAt) <= now;
  const state = ended ? 'ended' : Date.parse(announcement.StartsAt) > now ? 'planned' : 'inForce';
  return (
    <article className="announcement" aria-label={announcement.TitleEn}>
      <h2 className="announcement__title">{arabic ? announcement.TitleAr : announcement.TitleEn}</h2>
      <p className="announcement__meta">
        {t(`publish.state.${state}`)} · {t('publish.version', { version: announcement.Version })} ·{' '}
        {t(`publish.audiences.${announcement.Audience}`)}
        {announcement.MustAccept && ` · ${t('publish.mustAcceptShort', { count: announcement.Acceptances })}`}
      </p>
      <p className="announcement__meta">
        {format.format(new Date(announcement.StartsAt))} – {format.format(new Date(announcement.EndsAt))}
      </p>
      <p className="announcement__paragraph">{arabic ? announcement.BodyAr : announcement.BodyEn}</p>
      {!ended && (
        <div className="announcement__accept">
          <IonButton fill="outline" size="small" onClick={onEdit}>
            {t('publish.edit')}
          </IonButton>
          <IonButton
            fill="outline"
            size="small"
            color="danger"
            disabled={end.isPending}
            onClick={() => {
              end.mutate(announcement.AnnouncementId);
            }}
          >
            {t('publish.endNow')}
          </IonButton>
          {end.isError && (
            <p className="announcement__error" role="alert">
              {errorMessage(end.error, t)}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

/** Communications office: publish, edit (a new version to accept) and end announcements. */
export default function PublishAnnouncementPage() {
  const { t } = useTranslation();
  const announcements = useStaffAnnouncements();
  const [form, setForm] = useState<{ editing?: StaffAnnouncement } | undefined>(undefined);

  let list;
  if (announcements.isPending) {
    list = (
      <div className="announcement-loading" role="status" aria-label={t('app.loading')}>
        <IonSpinner />
      </div>
    );
  } else if (announcements.isError) {
    list = (
      <StatePanel
        tone="error"
        icon={alertCircleOutline}
        title={t('announcement.errorTitle')}
        detail={errorMessage(announcements.error, t)}
        action={
          <IonButton fill="outline" onClick={() => void announcements.refetch()}>
            <IonIcon slot="start" icon={refreshOutline} aria-hidden="true" />
            {t('errors.retry')}
          </IonButton>
        }
      />
    );
  } else if (announcements.data.length === 0) {
    list = <StatePanel tone="empty" icon={megaphoneOutline} title={t('announcement.empty')} />;
  } else {
    list = announcements.data.map((announcement) => (
      <PublishedCard
        key={announcement.AnnouncementId}
        announcement={announcement}
        onEdit={() => {
          setForm({ editing: announcement });
        }}
      />
    ));
  }
  return (
    <PageBody>
      <header className="announcement-intro">
        <h1>{t('pages.publish-announcement')}</h1>
        <p>{t('publish.intro')}</p>
        {!form && (
          <IonButton
            onClick={() => {
              setForm({});
            }}
          >
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('publish.new')}
          </IonButton>
        )}
      </header>
      {form && (
        <AnnouncementForm
          key={form.editing?.AnnouncementId ?? 'new'}
          editing={form.editing}
          onDone={() => {
            setForm(undefined);
          }}
        />
      )}
      {list}
    </PageBody>
  );
}
