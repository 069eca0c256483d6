import { IonButton, IonIcon } from '@ionic/react';
import type { StaffAnnouncement } from '@portal/contract';
import { addOutline, megaphoneOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { QueryState } from '../../components/query-state/query-state';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage } from '../../lib/i18n';
import { useAnnouncementChanges, useStaffAnnouncements } from './api/staff-announcements';
import { AnnouncementForm } from './components/announcement-form';
import './announcement-page.css';
import { useUniversityTime } from '../../lib/university-instant';

function PublishedCard({ announcement, onEdit }: { announcement: StaffAnnouncement; onEdit: () => void }) {
  const { t, i18n } = useTranslation();
  const { end } = useAnnouncementChanges();
  const arabic = currentLanguage(i18n) === 'ar';
  const formatInstant = useUniversityTime();
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
        {formatInstant(announcement.StartsAt, 'dateTime')} – {formatInstant(announcement.EndsAt, 'dateTime')}
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
      <QueryState
        query={announcements}
        errorTitle={t('announcement.errorTitle')}
        empty={{
          when: (list) => list.length === 0,
          icon: megaphoneOutline,
          title: t('announcement.empty'),
        }}
      >
        {(list) =>
          list.map((announcement) => (
            <PublishedCard
              key={announcement.AnnouncementId}
              announcement={announcement}
              onEdit={() => {
                setForm({ editing: announcement });
              }}
            />
          ))
        }
      </QueryState>
    </PageBody>
  );
}
