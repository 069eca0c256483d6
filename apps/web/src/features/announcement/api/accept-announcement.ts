import { announcement, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, session } from '../../../lib/api';
import { ACCEPT_FLAG_QUERY_KEY, getAcceptFlag } from './get-accept-flag';
import { ACTIVE_ANNOUNCEMENTS_QUERY_KEY } from './get-active-announcements';

const call = announcement.insertAnnouncmentLogger;

/** Records that the student accepted this version. */
export function acceptAnnouncement(
  announcementId: number,
  version: number,
): Promise<ResponseOf<typeof call>> {
  return api.call(call, {
    body: {
      AnnouncementId: announcementId,
      Version: version,
    },
  });
}

/**
 * Accepts, then refreshes the accept flag (stored for the AcceptMob header, read by the start-up gate) and
 * the list. Resolves to the new flag: 1 when nothing is left to accept.
 */
export function useAcceptAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ announcementId, version }: { announcementId: number; version: number }) => {
      await acceptAnnouncement(announcementId, version);
      return getAcceptFlag();
    },
    onSuccess: async (flag) => {
      queryClient.setQueryData(ACCEPT_FLAG_QUERY_KEY, flag);
      await session.setAccept(flag);
      await queryClient.invalidateQueries({ queryKey: ACTIVE_ANNOUNCEMENTS_QUERY_KEY });
    },
  });
}
