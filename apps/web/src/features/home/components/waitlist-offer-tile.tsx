import type { WaitlistWindowTime } from '@portal/contract';
import { hourglassOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useAnsweredOffers } from '../../../components/registration/answered-offers';
import { useStudentWaitlists } from '../../../components/registration/api/get-student-waitlists';
import { WaitlistOffer } from '../../../components/registration/waitlist-offer';
import { WAITLIST_NAMESPACE } from '../../../components/registration/waitlist-translations';
import { useUniversityTime } from '../../../lib/university-instant';
import { DashboardTile } from './dashboard-tile';

/**
 * Seats held for the student from their waitlists, each with the time left and accept/decline, first on
 * home so a held seat is not missed. Shown only while there is an offer.
 */
export function WaitlistOfferTile() {
  const { t } = useTranslation(['translation', WAITLIST_NAMESPACE]);
  const waitlists = useStudentWaitlists();
  // Offers answered here stay, with their outcome, once the list read again no longer has them.
  const answered = useAnsweredOffers();
  const answer = waitlists.data;
  const current = answer?.Waitlists.filter((place) => place.Offer !== null) ?? [];
  const offered = [
    ...answered
      .map((entry) => entry.place)
      .filter((place) => !current.some((other) => other.SectionId === place.SectionId)),
    ...current,
  ];
  if (!answer || offered.length === 0) return null;
  return (
    <DashboardTile icon={hourglassOutline} title={t('waitlist:tile.title')} tone="attention">
      <p className="tile__caption">{t('waitlist:tile.intro')}</p>
      {offered.map((place) => (
        <WaitlistOffer key={place.SectionId} place={place} window={answer.Window} serverNow={answer.Now} />
      ))}
      <RegistrationTimes windows={answer.Windows} now={Date.parse(answer.Now)} />
    </DashboardTile>
  );
}

/**
 * The student's time in each registration window, on the university's clock: an offer is answered only
 * through a window open to them, so they see when that is.
 */
function RegistrationTimes({ windows, now }: { windows: WaitlistWindowTime[]; now: number }) {
  const { t } = useTranslation(['translation', WAITLIST_NAMESPACE]);
  const formatInstant = useUniversityTime();
  if (windows.length === 0) return null;
  const line = (time: WaitlistWindowTime) => {
    const window = t(`waitlist:tile.${time.Kind}`);
    const closes = formatInstant(time.ClosesAt, 'dateTime');
    if (Date.parse(time.ClosesAt) <= now) return t('waitlist:tile.closed', { window, closes });
    if (time.OpenToYou) return t('waitlist:tile.openToYou', { window, closes });
    const when = formatInstant(time.YourTimeAt ?? time.OpensAt, 'dateTime');
    return t('waitlist:tile.yourTime', { window, when, closes });
  };
  return (
    <section className="waitlist-times" aria-label={t('waitlist:tile.windows')}>
      <h3 className="tile__caption">{t('waitlist:tile.windows')}</h3>
      <ul>
        {windows.map((time) => (
          <li key={time.Kind}>{line(time)}</li>
        ))}
      </ul>
    </section>
  );
}
