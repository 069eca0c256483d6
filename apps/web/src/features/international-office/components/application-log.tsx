import type { OfficeApplication } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { INTERNATIONAL_OFFICE_NAMESPACE } from '../translations';

/** Log entries that change no state (a file uploaded or reviewed, a plan chosen), named in the office's words. */
const EVENTS = ['document-uploaded', 'document-accepted', 'document-rejected', 'choose-plan'] as const;
const eventOf = (action: string) => EVENTS.find((event) => event === action);

/** Every step of the application, oldest first: who (student, office, portal), when, to what state, why. */
export function ApplicationLog({ log }: { log: OfficeApplication['Log'] }) {
  const { t } = useTranslation(['translation', INTERNATIONAL_OFFICE_NAMESPACE]);
  const format = useOfficeFormat();
  const title = (entry: OfficeApplication['Log'][number]) => {
    const event = eventOf(entry.Action);
    if (event) return t(`internationalOffice:log.events.${event}`);
    if (entry.ToState) return t(`internationalOffice:state.${entry.ToState}`);
    return entry.Action;
  };
  return (
    <ol className="office-log">
      {log.map((entry, at) => (
        <li key={`${entry.At}-${String(at)}`}>
          <strong>{title(entry)}</strong> · {format.instant(entry.At)} ·{' '}
          {t(`internationalOffice:log.by.${entry.By}`)}
          {entry.Comment && <div className="office-note">{entry.Comment}</div>}
        </li>
      ))}
    </ol>
  );
}
