import type { PartyPage } from '@portal/contract';

/** Every event query starts with this key, so one change can refresh every event page at once. */
export const PARTY_KEY = ['party'] as const;
export const partyPageKey = (page: PartyPage) => [...PARTY_KEY, 'page', page] as const;
