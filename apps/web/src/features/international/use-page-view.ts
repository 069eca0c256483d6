import type { ApplicationDetail } from '@portal/contract';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * What a program page shows: its programs, the form to apply to one, one application in full, or the
 * application a payment came back for from the provider (`?invoice=<id>`).
 */
export type PageView =
  | { kind: 'programs' }
  | { kind: 'apply'; programId: number; draft?: ApplicationDetail }
  | { kind: 'application'; applicationId: number }
  | { kind: 'payment-return' };

/** An application id from the address (`opet?application=<id>`), if it is one. */
export function applicationFromSearch(search: string): number | undefined {
  const value = new URLSearchParams(search).get('application');
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

function viewOf(search: string): PageView {
  const applicationId = applicationFromSearch(search);
  if (applicationId !== undefined) return { kind: 'application', applicationId };
  return new URLSearchParams(search).has('invoice') ? { kind: 'payment-return' } : { kind: 'programs' };
}

/**
 * The page's view: the application the address names (a notification links there), then whatever the
 * student opens. Ionic keeps the page mounted: arriving again with another address, the address wins.
 */
export function usePageView() {
  const { search } = useLocation();
  const [view, setView] = useState<PageView>(() => viewOf(search));
  const [seenSearch, setSeenSearch] = useState(search);
  if (search !== seenSearch) {
    setSeenSearch(search);
    setView(viewOf(search));
  }
  return { view, setView };
}
