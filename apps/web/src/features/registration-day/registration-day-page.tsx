import { IonLabel, IonSegment, IonSegmentButton } from '@ionic/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageBody } from '../../components/page-body';
import { LivePanel } from './components/live-panel';
import { TicketsPanel } from './components/tickets-panel';
import { REGISTRATION_NAMESPACE } from './translations';
import './registration-day.css';

type View = 'live' | 'tickets';
const isView = (value: unknown): value is View => value === 'live' || value === 'tickets';

/**
 * Registrar: the registration day. Live — the door (admitted sessions, the line, its longest wait),
 * the load signals, ticket blocks opened so far and the traffic by minute, with the switch to hold or
 * open the line during an incident. Time tickets — each window's draw and blocks, and a new draw.
 */
export default function RegistrationDayPage() {
  const { t } = useTranslation(['translation', REGISTRATION_NAMESPACE]);
  const [view, setView] = useState<View>('live');
  return (
    <PageBody>
      <header className="registration-day__intro">
        <h1>{t('pages.registration-day')}</h1>
        <p>{t('registration:staff.intro')}</p>
      </header>
      <IonSegment
        value={view}
        onIonChange={(event) => {
          if (isView(event.detail.value)) setView(event.detail.value);
        }}
        aria-label={t('registration:staff.views')}
      >
        <IonSegmentButton value="live">
          <IonLabel>{t('registration:staff.live')}</IonLabel>
        </IonSegmentButton>
        <IonSegmentButton value="tickets">
          <IonLabel>{t('registration:staff.tickets')}</IonLabel>
        </IonSegmentButton>
      </IonSegment>
      {view === 'live' ? <LivePanel /> : <TicketsPanel />}
    </PageBody>
  );
}
