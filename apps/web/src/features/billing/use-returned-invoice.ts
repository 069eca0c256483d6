import { useLocation } from 'react-router-dom';

/**
 * The invoice the provider sent the student back for (`faculty-cash-deposit?invoice=<id>`), if any. Only an
 * id: whether it was paid is the server's to say, never the return's.
 */
export function useReturnedInvoiceId(): number | undefined {
  const { search } = useLocation();
  const value = new URLSearchParams(search).get('invoice');
  if (value === null || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
