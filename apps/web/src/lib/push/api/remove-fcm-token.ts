import { notify, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../api';

const call = notify.removeFCMToken;

/** Spec §7: the token's registrations go, whichever device made them. */
export function removeFcmToken(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}
