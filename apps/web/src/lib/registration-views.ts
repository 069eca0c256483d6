import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { setRegistrationsChangedListener } from './api';

/**
 * Every query that shows what the student is registered in, by key prefix: the one place that knows what a
 * registration change makes stale. A call marked `changesRegistrations` in the call table (add/drop's Save,
 * advising's add and remove, a group, an accepted waitlist offer, a withdrawal) refreshes all of them at
 * once; a new view of registrations is added here, not at each page that changes them.
 */
export const REGISTRATION_VIEWS: readonly QueryKey[] = [
  ['academic', 'schedule'],
  ['academic', 'exams'],
  ['academic', 'scores'],
  ['attendance'],
  ['transcript'],
  ['evaluation', 'courses'],
  ['student', 'exam-auth'],
  ['advising'],
  ['advising-preview'],
  ['add-drop'],
  ['waitlist', 'mine'],
];

/**
 * How old a view of registrations may be before it is fetched again when shown: a change made on another
 * device, or by staff acting for the student, appears within this time (or at pull-to-refresh).
 */
export const REGISTRATION_VIEW_FRESH_MS = 60_000;

/** Gives the views their freshness; their own options must not set a longer one. */
export function defineRegistrationViews(queryClient: QueryClient): void {
  for (const key of REGISTRATION_VIEWS) {
    queryClient.setQueryDefaults(key, { staleTime: REGISTRATION_VIEW_FRESH_MS });
  }
}

/**
 * After a registration change: every view is stale at once. Open ones fetch again now; the others,
 * offline copies included (the stale mark is kept with them), fetch when next shown.
 */
export async function registrationsChanged(queryClient: QueryClient): Promise<void> {
  await Promise.all(REGISTRATION_VIEWS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** Wires the views to the API client: a successful registration-changing call refreshes them all. */
export function connectRegistrationViews(queryClient: QueryClient): void {
  defineRegistrationViews(queryClient);
  setRegistrationsChangedListener(() => void registrationsChanged(queryClient));
}
