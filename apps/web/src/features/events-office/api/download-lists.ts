import { partyOffice } from '@portal/contract/calls';
import { useCallback } from 'react';
import { useDownload } from '../../../lib/use-download';

/** An event's registrations (with their answers) or its guests (with their admission), as CSV. */
export function useDownloadList() {
  const download = useDownload();
  return useCallback(
    (list: 'registrations' | 'guests', eventId: number) =>
      download({
        call: list === 'registrations' ? partyOffice.getRegistrations : partyOffice.getGuests,
        query: { EventId: eventId },
        fileName: `event-${String(eventId)}-${list}.csv`,
      }),
    [download],
  );
}
