import { notify, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../api';

const call = notify.getPushConfiguration;

/** The VAPID public key the browser subscribes with. */
export function getPushConfiguration(): Promise<ResponseOf<typeof call>> {
  return api.call(call);
}
