import type { PartyEventForStudent } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PARTY_NAMESPACE } from '../translations';
import { usePartyFormat } from '../use-party-format';
import { EventFacts } from './event-facts';
import { GuestList } from './guest-list';
import { OwnTicketButton } from './own-ticket-button';
import { RegistrationForm } from './registration-form';
import { SavedRegistration } from './saved-registration';

/** One event: its facts and text, then why the student may not register, their form, or what they saved. */
export function EventCard({ entry }: { entry: PartyEventForStudent }) {
  const { t } = useTranslation(PARTY_NAMESPACE);
  const format = usePartyFormat();
  const event = entry.Event;
  const headingId = `party-event-${event.EventId}`;
  const attending = entry.Registration?.Attending === true;
  const body = () => {
    if (entry.NotEligible !== null)
      return (
        <div className="party-refused" role="note">
          <p className="party-refused__title">{t('notEligible')}</p>
          <p>{entry.NotEligible}</p>
        </div>
      );
    if (!entry.CanChange) return <SavedRegistration entry={entry} />;
    // Not keyed by the saved time: a remount on save would drop the form's "Saved." line.
    return <RegistrationForm entry={entry} />;
  };
  return (
    <section className="party-event" aria-labelledby={headingId}>
      <h2 id={headingId} dir="auto">
        {format.local(event.TitleEn, event.TitleAr)}
      </h2>
      <EventFacts entry={entry} />
      <p className="party-text" dir="auto">
        {format.local(event.TextEn, event.TextAr)}
      </p>
      {body()}
      {attending && event.State !== 'held' && <OwnTicketButton eventId={event.EventId} />}
      {attending && event.GuestQuota > 0 && <GuestList entry={entry} />}
    </section>
  );
}
