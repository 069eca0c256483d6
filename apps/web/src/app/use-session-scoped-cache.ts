import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useSession } from '../lib/use-session';
import { forgetAnsweredOffers } from '../components/registration/answered-offers';
import { forgetBellClearing } from '../features/notifications/api/clear-badge';
import { leaveWaitingRoom } from '../lib/waiting-room';

/** The runtime configuration is the deployment's, not the user's; everything else belongs to one session. */
export function belongsToSession(queryKey: readonly unknown[]): boolean {
  return !(queryKey[0] === 'portal' && queryKey[1] === 'app-configuration');
}

/**
 * Drops every cached answer when the signed-in identity changes (sign-in, sign-out, staff starting or
 * stopping to act as a student), so one identity never sees another's menu, data, counts, badge or place
 * in the waiting room.
 */
export function useSessionScopedCache(): void {
  const queryClient = useQueryClient();
  const accessToken = useSession().token?.access_token;
  const previous = useRef(accessToken);
  useEffect(() => {
    if (previous.current === accessToken) return;
    previous.current = accessToken;
    // The pages restart for the new identity (app.tsx), so nothing needs refetching here.
    queryClient.removeQueries({ predicate: (query) => belongsToSession(query.queryKey) });
    forgetBellClearing();
    forgetAnsweredOffers();
    // A place in the waiting room is the student's who asked: staff who stop acting as them leave the line.
    leaveWaitingRoom();
  }, [accessToken, queryClient]);
}
