import { IonButton, IonIcon } from '@ionic/react';
import { addOutline, calendarNumberOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../../components/office/office.css';
import { PageBody } from '../../components/page-body';
import { refetchAll } from '../../components/query-state/page-query';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { QueriesPending } from '../../components/query-state/query-state';
import { StatePanel } from '../../components/state-panel';
import { useEvents } from './api/get-events';
import { useFaculties } from '../../components/office/use-faculties';
import { EventCard } from './components/event-card';
import { EventEditor } from './components/event-editor';
import { draftOf, newDraft, type EventDraft } from './event-draft';
import { EVENTS_OFFICE_NAMESPACE } from './translations';

/**
 * The events office (staff role `events-office`): every ceremony and event with its state and counts, a new
 * event, the editor of one still draft or open, its moves, lists and invitation mail.
 */
export default function EventsOfficePage() {
  const { t } = useTranslation(['translation', EVENTS_OFFICE_NAMESPACE]);
  const events = useEvents();
  const faculties = useFaculties();
  const [editing, setEditing] = useState<EventDraft>();
  const [saved, setSaved] = useState('');
  const refresh = refetchAll([events, faculties]);

  const body = () => {
    if (!events.isSuccess || !faculties.isSuccess)
      return (
        <QueriesPending
          queries={[events, faculties]}
          errorTitle={t('eventsOffice:errorTitle')}
          onRetry={() => void refresh()}
        />
      );
    if (editing)
      return (
        <EventEditor
          start={editing}
          faculties={faculties.data}
          onClose={(title) => {
            setEditing(undefined);
            if (title) setSaved(t('eventsOffice:editor.saved', { title }));
          }}
        />
      );
    const edit = (draft: EventDraft) => () => {
      setSaved('');
      setEditing(draft);
    };
    return (
      <>
        <div className="office-actions">
          <IonButton onClick={edit(newDraft())}>
            <IonIcon slot="start" icon={addOutline} aria-hidden="true" />
            {t('eventsOffice:newEvent')}
          </IonButton>
        </div>
        {events.data.length === 0 ? (
          <StatePanel
            tone="empty"
            icon={calendarNumberOutline}
            title={t('eventsOffice:empty')}
            detail={t('eventsOffice:emptyDetail')}
          />
        ) : (
          events.data.map((event) => (
            <EventCard key={event.EventId} event={event} onEdit={edit(draftOf(event))} />
          ))
        )}
      </>
    );
  };

  return (
    <>
      <PullToRefresh onRefresh={refresh} />
      <PageBody>
        <h1 className="office-title">{t('pages.events-office')}</h1>
        <p>{t('eventsOffice:intro')}</p>
        <p role="status" className="office-notice" hidden={saved === ''}>
          {saved}
        </p>
        {body()}
      </PageBody>
    </>
  );
}
