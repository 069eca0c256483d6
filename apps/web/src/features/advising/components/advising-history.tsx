import { IonButton, IonIcon } from '@ionic/react';
import type { AdvisingEvent } from '@portal/contract';
import { chevronDown, chevronUp, documentTextOutline } from 'ionicons/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useAdvisingLog } from '../api/get-loggers';
import { ADVISING_NAMESPACE } from '../translations';
import { useUniversityTime } from '../../../lib/university-instant';
import '../advising.css';
import './advising-history.css';

function EventRow({ event }: { event: AdvisingEvent }) {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const formatInstant = useUniversityTime();
  const when = formatInstant(event.At, 'dateTime');
  const what =
    event.CourseCode && event.SectionNo
      ? t('advising:history.section', { course: event.CourseCode, section: event.SectionNo })
      : event.CourseCode;
  return (
    <li className={`adv-event adv-event--${event.Action}`}>
      <p className="adv-event__head">
        <strong>{t(`advising:history.actions.${event.Action}`)}</strong>
        {what && <span> · {what}</span>}
      </p>
      {event.Detail && <p className="adv-event__detail">{event.Detail}</p>}
      <p className="adv-muted adv-event__meta">
        <time dateTime={event.At}>{when}</time> · {t(`advising:history.sources.${event.Source}`)}
      </p>
    </li>
  );
}

/** The student's own advising history (every seat taken or given up, every refusal), loaded when opened. */
export function AdvisingHistory() {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const [open, setOpen] = useState(false);
  return (
    <section className="adv-history" aria-labelledby="adv-history-title">
      <h2 id="adv-history-title" className="adv-section-title">
        {t('advising:history.title')}
      </h2>
      <IonButton
        fill="outline"
        size="small"
        aria-expanded={open}
        onClick={() => {
          setOpen(!open);
        }}
      >
        <IonIcon slot="start" icon={open ? chevronUp : chevronDown} aria-hidden="true" />
        {open ? t('advising:history.hide') : t('advising:history.show')}
      </IonButton>
      {open && <HistoryList />}
    </section>
  );
}

function HistoryList() {
  const { t } = useTranslation(['translation', ADVISING_NAMESPACE]);
  const log = useAdvisingLog();
  return (
    <QueryState
      query={log}
      errorTitle={t('advising:history.errorTitle')}
      empty={{
        when: (data) => data.Events.length === 0,
        icon: documentTextOutline,
        title: t('advising:history.empty'),
      }}
    >
      {(data) => (
        <ol className="adv-card adv-events">
          {data.Events.map((event) => (
            <EventRow key={event.EventId} event={event} />
          ))}
        </ol>
      )}
    </QueryState>
  );
}
