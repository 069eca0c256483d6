import { party, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { usePartyChange } from './party-answer';

const call = party.removeInvitation;

/** Revokes a guest's ticket and frees the place in the quota. */
export function removeInvitation(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useRemoveInvitation() {
  return usePartyChange(removeInvitation);
}
