import { notify, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../api';

const call = notify.removeToken;

/** Spec §4 (logout): the notification service forgets this device. */
export function removeToken(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}
