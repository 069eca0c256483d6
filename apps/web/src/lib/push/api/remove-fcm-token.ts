import type { DevicePushTokenBody } from '@portal/contract';
import { api } from '../../api';

/** POST api/Notify/RemoveFCMToken (spec §7): the token's registrations go, whichever device made them. */
export function removeFcmToken(body: DevicePushTokenBody): Promise<{ Removed: number }> {
  return api.post('notify', '/api/Notify/RemoveFCMToken', body);
}
