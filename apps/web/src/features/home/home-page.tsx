import type { RefresherCustomEvent } from '@ionic/react';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { PageBody } from '../../components/page-body';
import { PullToRefresh } from '../../components/query-state/pull-to-refresh';
import { useStudentWaitlists } from '../../components/registration/api/get-student-waitlists';
import { useSession } from '../../lib/use-session';
import { useRegistrationTicket } from '../registration-day/api/get-registration-ticket';
import { useUnreadCount } from '../notifications/api/get-unread-count';
import { useStudentAuthData } from '../student/api/get-student-auth-data';
import { useStudentData } from '../student/api/get-student-data';
import { useImpersonationHistory } from './api/get-impersonation-history';
import { ProfileTile } from './components/profile-tile';
import { StaffAccessTile } from './components/staff-access-tile';
import { StaffHome } from './components/staff-home';
import { TicketTile } from './components/ticket-tile';
import { UnreadTile } from './components/unread-tile';
import { WaitlistOfferTile } from './components/waitlist-offer-tile';
import { WelcomeHeader } from './components/welcome-header';
import { WindowsTile } from './components/windows-tile';
import { useWhenIdle } from './use-when-idle';
import './home-page.css';

/** Today's classes and the next exam (features/schedule): their own chunk, loaded once home is idle. */
const ScheduleTiles = lazy(() => import('../schedule/home-tiles'));

/**
 * True once every first-row tile's data has arrived or failed (or was restored from the last visit). Each
 * tile shows only what exists, so tiles that appeared one by one as their answers came in pushed the ones
 * already on screen down (layout shift on a phone); the dashboard instead appears whole. The queries are
 * the tiles' own (shared by key, fetched once).
 */
function useDashboardSettled(): boolean {
  const answers = [
    useStudentWaitlists(),
    useRegistrationTicket(),
    useUnreadCount(),
    useStudentAuthData(),
    useStudentData(),
    useImpersonationHistory(),
  ];
  return answers.every((answer) => !answer.isLoading);
}

/**
 * True some time after `ready` is, also when it already is at the first render (answers restored from the
 * last visit): the tiles are then built by a render of their own, after the page frame's, and that render
 * is a transition, done in slices that let taps through. Built in the frame's first render, or by an
 * answer's own update (a store update, rendered in one go), they made one long task on a slow phone.
 */
function useReadyInTransition(ready: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (ready && !shown) {
      startTransition(() => {
        setShown(true);
      });
    }
  }, [ready, shown]);
  return shown;
}

/** The student's tiles, shown together once their data is in (a placeholder tile until then). */
function StudentDashboard({ idle }: { idle: boolean }) {
  const settled = useReadyInTransition(useDashboardSettled());
  if (!settled) {
    return (
      <div className="dashboard" aria-busy="true">
        <div className="tile tile--pending" />
      </div>
    );
  }
  return (
    <div className="dashboard">
      <WaitlistOfferTile />
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
  );
}

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
      {/* Pull-to-refresh is out of sight until pulled: created when idle, not in the start-up's work. */}
      {idle && <PullToRefresh onRefresh={refresh} />}
      <PageBody>
        <WelcomeHeader />
        {isStudent ? <StudentDashboard idle={idle} /> : <StaffHome />}
      </PageBody>
    </>
  );
}
