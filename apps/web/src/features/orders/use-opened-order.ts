import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/** A request id from the address (`my-requests?order=<id>`), if it is one. */
export function orderFromSearch(search: string): number | undefined {
  const value = new URLSearchParams(search).get('order');
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/**
 * The request shown in full on 'my-requests': the one the address names (a new request lands there, a
 * notification links there), then whichever the student opens from the list.
 */
export function useOpenedOrder() {
  const { search } = useLocation();
  const [opened, setOpened] = useState(() => orderFromSearch(search));
  const [seenSearch, setSeenSearch] = useState(search);
  // Arriving again with another address (Ionic keeps the page mounted): the address wins.
  if (search !== seenSearch) {
    setSeenSearch(search);
    setOpened(orderFromSearch(search));
  }
  return {
    opened,
    open: setOpened,
    close: () => {
      setOpened(undefined);
    },
  };
}
