import { lazy, Suspense } from 'react';
import { useWaitingRoom } from '../lib/waiting-room';

/** Loaded only when someone has to wait: the waiting room's code, modal and strings stay out of start-up. */
const WaitingRoomScreen = lazy(() => import('../features/registration-day/waiting-room-screen'));

/**
 * Shows the registration waiting room over whatever page asked, as soon as the server answers a
 * registration call with a place in the line (lib/waiting-room.ts), and removes it once admitted.
 */
export function WaitingRoomHost() {
  const room = useWaitingRoom();
  if (room.kind !== 'waiting') return null;
  return (
    <Suspense fallback={null}>
      <WaitingRoomScreen place={room.place} />
    </Suspense>
  );
}
