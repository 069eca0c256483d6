import { hourglassOutline } from 'ionicons/icons';
import { useTranslation } from 'react-i18next';
import { useStudentWaitlists } from '../../../components/registration/api/get-student-waitlists';
import { WaitlistOffer } from '../../../components/registration/waitlist-offer';
import { WAITLIST_NAMESPACE } from '../../../components/registration/waitlist-translations';
import { DashboardTile } from './dashboard-tile';

/**
 * Seats held for the student from their waitlists, each with the time left and accept/decline, first on
 * home so a held seat is not missed. Shown only while there is an offer.
 */
export function WaitlistOfferTile() {
  const { t } = useTranslation(['translation', WAITLIST_NAMESPACE]);
  const waitlists = useStudentWaitlists();
  const answer = waitlists.data;
  const offered = answer?.Waitlists.filter((place) => place.Offer !== null) ?? [];
  if (!answer || offered.length === 0) return null;
  return (
    <DashboardTile icon={hourglassOutline} title={t('waitlist:tile.title')} tone="attention">
      <p className="tile__caption">{t('waitlist:tile.intro')}</p>
      {offered.map((place) => (
        <WaitlistOffer key={place.SectionId} place={place} window={answer.Window} serverNow={answer.Now} />
      ))}
    </DashboardTile>
  );
}
