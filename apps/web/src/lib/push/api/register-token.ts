import { notify, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../api';

const call = notify.registerToken;

/** Spec §7: this device's token for the signed-in student. */
export function registerToken(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}
