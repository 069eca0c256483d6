import {
  IonButton,
  IonButtons,
  IonContent,
  IonHeader,
  IonIcon,
  IonModal,
  IonTitle,
  IonToolbar,
} from '@ionic/react';
import { calendar } from '@portal/contract/calls';
import { calendarOutline, closeOutline, downloadOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOffline } from '../../lib/offline-status';
import { useDownload } from '../../lib/use-download';
import { useCalendarFeed } from './api/get-calendar-feed';
import { CalendarSubscription } from './components/calendar-subscription';
import './calendar.css';
import { CALENDAR_NAMESPACE } from './translations';

/**
 * "Add to calendar" on the schedule and exam pages: a private link to subscribe to (Google, Outlook,
 * Apple; made, replaced or turned off by the student) and a one-time .ics download.
 */
export function AddToCalendar() {
  const { t } = useTranslation(['translation', CALENDAR_NAMESPACE]);
  const [open, setOpen] = useState(false);
  const offline = useOffline();
  const feed = useCalendarFeed(open && !offline);
  const download = useDownload();
  return (
    <>
      <IonButton
        fill="outline"
        onClick={() => {
          setOpen(true);
        }}
      >
        <IonIcon slot="start" icon={calendarOutline} aria-hidden="true" />
        {t('calendar:button')}
      </IonButton>
      <IonModal
        isOpen={open}
        onDidDismiss={() => {
          setOpen(false);
        }}
        aria-labelledby="add-to-calendar-title"
      >
        <IonHeader>
          <IonToolbar>
            <IonTitle id="add-to-calendar-title">{t('calendar:title')}</IonTitle>
            <IonButtons slot="end">
              <IonButton
                aria-label={t('calendar:close')}
                onClick={() => {
                  setOpen(false);
                }}
              >
                <IonIcon slot="icon-only" icon={closeOutline} aria-hidden="true" />
              </IonButton>
            </IonButtons>
          </IonToolbar>
        </IonHeader>
        <IonContent className="calendar-dialog">
          <section className="calendar-section" aria-labelledby="calendar-subscribe">
            <h2 id="calendar-subscribe">{t('calendar:subscribeTitle')}</h2>
            <p>{t('calendar:subscribeIntro')}</p>
            {offline ? (
              <p className="calendar-note">{t('calendar:offline')}</p>
            ) : (
              <CalendarSubscription feed={feed} />
            )}
          </section>
          <section className="calendar-section" aria-labelledby="calendar-download">
            <h2 id="calendar-download">{t('calendar:downloadTitle')}</h2>
            <p>{t('calendar:downloadIntro')}</p>
            <IonButton
              fill="outline"
              disabled={offline}
              onClick={() => void download({ call: calendar.getStudentCalendar, fileName: 'timetable.ics' })}
            >
              <IonIcon slot="start" icon={downloadOutline} aria-hidden="true" />
              {t('calendar:download')}
            </IonButton>
          </section>
        </IonContent>
      </IonModal>
    </>
  );
}
