import type { DevicePushTokenBody, PushTokenKind } from '@portal/contract';
import { api } from '../../api';

/** POST api/Notify/RegisterToken (spec §7): this device's token for the signed-in student. */
export function registerToken(body: DevicePushTokenBody): Promise<{ DeviceId: string; Kind: PushTokenKind }> {
  return api.post('notify', '/api/Notify/RegisterToken', body);
}
