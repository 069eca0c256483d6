import { party, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { usePartyChange } from './party-answer';

const call = party.sendInvitationByEmail;

/** Invites one guest within the quota; their ticket goes to their address, never to this page. */
export function sendInvitationByEmail(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useSendInvitation() {
  return usePartyChange(sendInvitationByEmail);
}
