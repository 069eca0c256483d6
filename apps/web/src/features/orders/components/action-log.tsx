import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/query-state/query-state';
import { useActionLogList } from '../api/get-action-log-list';
import { ORDERS_NAMESPACE } from '../translations';
import { useOrdersFormat } from '../use-orders-format';

/** The request's history: each move, when, by whom, with the comment given. */
export function ActionLog({ orderId }: { orderId: number }) {
  const { t } = useTranslation(ORDERS_NAMESPACE);
  const format = useOrdersFormat();
  const log = useActionLogList(orderId);
  return (
    <section className="orders-section" aria-labelledby={`log-${orderId}`}>
      <h2 id={`log-${orderId}`}>{t('log.title')}</h2>
      <QueryState query={log} errorTitle={t('log.errorTitle')}>
        {(entries) => (
          <ol className="request-log">
            {entries.map((entry, index) => (
              <li key={`${entry.At}-${index}`}>
                <span className="request-log__what">{t(`log.actions.${entry.Action}`)}</span>
                <span className="orders-muted">
                  {format.dateTime(entry.At)} · {entry.ActorName ?? t(`log.actors.${entry.Actor}`)}
                </span>
                {entry.Comment && <q className="request-log__comment">{entry.Comment}</q>}
              </li>
            ))}
          </ol>
        )}
      </QueryState>
    </section>
  );
}
