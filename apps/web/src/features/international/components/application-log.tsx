import type { ApplicationDetail } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { INTERNATIONAL_NAMESPACE } from '../translations';
import { useInternationalFormat } from '../use-international-format';

/** Log entries that change no state, named by what happened; a move is named by the state it led to. */
const EVENTS = ['document-uploaded', 'document-accepted', 'document-rejected', 'choose-plan'] as const;
type LoggedEvent = (typeof EVENTS)[number];
const isEvent = (action: string): action is LoggedEvent => (EVENTS as readonly string[]).includes(action);

/** The application's history: each move as the state it led to, when, by whom, with the comment given. */
export function ApplicationLog({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation(INTERNATIONAL_NAMESPACE);
  const format = useInternationalFormat();
  if (application.Log.length === 0) return null;
  return (
    <section className="intl-section" aria-labelledby={`log-${application.ApplicationId}`}>
      <h2 id={`log-${application.ApplicationId}`}>{t('log.title')}</h2>
      <ol className="request-log">
        {application.Log.map((entry, index) => (
          <li key={`${entry.At}-${index}`}>
            <span className="request-log__what">
              {entry.ToState
                ? t(`states.${entry.ToState}`)
                : isEvent(entry.Action)
                  ? t(`log.events.${entry.Action}`)
                  : t('log.other')}
            </span>
            <span className="intl-muted">
              {format.dateTime(entry.At)} · {t(`log.by.${entry.By}`)}
            </span>
            {entry.Comment && (
              <q className="request-log__comment" dir="auto">
                {entry.Comment}
              </q>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
