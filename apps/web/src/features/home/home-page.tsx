import { IonRefresher, IonRefresherContent, type RefresherCustomEvent } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { PageBody } from '../../components/page-body';
import { useSession } from '../../lib/use-session';
import { ProfileTile } from './components/profile-tile';
import { StaffAccessTile } from './components/staff-access-tile';
import { StaffHome } from './components/staff-home';
import { TicketTile } from './components/ticket-tile';
import { UnreadTile } from './components/unread-tile';
import { WelcomeHeader } from './components/welcome-header';
import { WindowsTile } from './components/windows-tile';
import { useWhenIdle } from './use-when-idle';
import './home-page.css';

/** Today's classes and the next exam (features/schedule): their own chunk, loaded once home is idle. */
const ScheduleTiles = lazy(() => import('../schedule/home-tiles'));

/**
 * Home (spec §1): the welcome line and a dashboard of what is on for this student — unread messages, the
 * term's open windows, their record, and when staff acted for them. Each tile shows only what exists.
 */
export default function HomePage() {
  const queryClient = useQueryClient();
  const isStudent = useSession().profile?.Role === 'student';
  const idle = useWhenIdle();

  async function refresh(event: RefresherCustomEvent) {
    try {
      await queryClient.refetchQueries({ type: 'active' });
    } finally {
      event.detail.complete();
    }
  }

  return (
    <>
      <IonRefresher slot="fixed" onIonRefresh={(event) => void refresh(event)}>
        <IonRefresherContent />
      </IonRefresher>
      <PageBody>
        <WelcomeHeader />
        {isStudent ? (
          <div className="dashboard">
            <TicketTile />
            <UnreadTile />
            <WindowsTile />
            <ProfileTile />
            <StaffAccessTile />
            {/* Last in the grid, so appearing later shifts nothing already on screen. */}
            {idle && (
              <Suspense fallback={null}>
                <ScheduleTiles />
              </Suspense>
            )}
          </div>
        ) : (
          <StaffHome />
        )}
      </PageBody>
    </>
  );
}
