import type { door, ResponseOf } from '@portal/contract/calls';
import { useTranslation } from 'react-i18next';
import { IdSelect, TextInput } from '../../../components/office/editor-inputs';
import { useOfficeFormat } from '../../../components/office/use-office-format';
import { DOOR_NAMESPACE } from '../translations';

type DoorEvent = ResponseOf<typeof door.getEvents>[number];

/** Which event this gate admits to, and the gate's name (kept on the phone for the next shift). */
export function DoorSetup({
  events,
  eventId,
  gate,
  onEvent,
  onGate,
}: {
  events: readonly DoorEvent[];
  eventId: number;
  gate: string;
  onEvent: (eventId: number) => void;
  onGate: (gate: string) => void;
}) {
  const { t } = useTranslation(DOOR_NAMESPACE);
  const format = useOfficeFormat();
  return (
    <div className="office-filters">
      <IdSelect
        label={t('setup.event')}
        value={eventId}
        options={events.map((event) => ({
          id: event.EventId,
          name: `${format.named(event.TitleEn, event.TitleAr)} · ${format.instant(event.StartsAt)}`,
        }))}
        onChange={onEvent}
      />
      <TextInput label={t('setup.gate')} value={gate} maxLength={40} onChange={onGate} />
    </div>
  );
}
