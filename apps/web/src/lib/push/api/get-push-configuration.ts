import type { PushConfiguration } from '@portal/contract';
import { api } from '../../api';

/** GET /api/Notify/GetPushConfiguration: the VAPID public key the browser subscribes with. */
export function getPushConfiguration(): Promise<PushConfiguration> {
  return api.get<PushConfiguration>('notify', '/api/Notify/GetPushConfiguration');
}
