import { useSyncExternalStore } from 'react';
import { session } from './api';
import type { SessionSnapshot } from './session';

/** The current session, re-rendering on sign-in, sign-out and impersonation changes. */
export function useSession(): SessionSnapshot {
  return useSyncExternalStore(session.subscribe, session.getSnapshot);
}
