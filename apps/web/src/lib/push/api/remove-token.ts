import type { DevicePushTokenBody } from '@portal/contract';
import { api } from '../../api';

/** POST api/Notify/RemoveToken (spec §4 logout): the notification service forgets this device. */
export function removeToken(body: DevicePushTokenBody): Promise<{ Removed: number }> {
  return api.post('notify', '/api/Notify/RemoveToken', body);
}
