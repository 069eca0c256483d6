import type { OrderLogEntry } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { STUDENT_SERVICES_NAMESPACE } from '../translations';
import { useOfficeFormat } from '../../../components/office/use-office-format';

/** Every move and review of the request, oldest first, with the staff member's name. */
export function OrderLog({ log }: { log: readonly OrderLogEntry[] }) {
  const { t } = useTranslation(['translation', STUDENT_SERVICES_NAMESPACE]);
  const format = useOfficeFormat();
  return (
    <ol className="office-log">
      {log.map((entry, at) => (
        <li key={`${entry.At}-${String(at)}`}>
          <strong>{t(`studentServices:log.actions.${entry.Action}`)}</strong> · {format.instant(entry.At)} ·{' '}
          {entry.ActorName ?? t(`studentServices:log.${entry.Actor}`)}
          {entry.Comment && <div className="office-note">{entry.Comment}</div>}
        </li>
      ))}
    </ol>
  );
}
