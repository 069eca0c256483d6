import type { NotificationPreferences } from '@portal/contract';
import { notify, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { NOTIFICATION_PREFERENCES_KEY } from './keys';

const call = notify.saveNotificationPreference;

/** Turns one topic × channel on or off; the answer is every preference as it now is. */
export function saveNotificationPreference(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSaveNotificationPreference() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNotificationPreference,
    onSuccess: (saved) => {
      queryClient.setQueryData<NotificationPreferences>(NOTIFICATION_PREFERENCES_KEY, saved);
    },
  });
}
