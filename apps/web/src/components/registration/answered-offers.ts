import type { StudentWaitlist } from '@portal/contract';
import { useSyncExternalStore } from 'react';

export type OfferOutcome = { kind: 'accepted'; code: string; section: string } | { kind: 'declined' };

export interface AnsweredOffer {
  place: StudentWaitlist;
  outcome: OfferOutcome;
}

/**
 * Offers answered on this device since the app started, with how. Accepting or declining reads every list
 * again, and the list no longer has the offer (and home may be built again): the student must still see
 * what happened, so the answer is kept here, outside the components and the query cache.
 */
let answered: readonly AnsweredOffer[] = [];
const listeners = new Set<() => void>();

export function rememberAnswer(entry: AnsweredOffer): void {
  answered = [...answered.filter((other) => other.place.SectionId !== entry.place.SectionId), entry];
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAnsweredOffers(): readonly AnsweredOffer[] {
  return useSyncExternalStore(subscribe, () => answered);
}

/** Forgets every answer: a new identity on the device, or a test's fresh start. */
export function forgetAnsweredOffers(): void {
  answered = [];
  for (const listener of listeners) listener();
}
