import type { PartyEventKind } from '@portal/contract';
import { party, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { usePartyChange } from './party-answer';

type Body = BodyOf<typeof party.saveRequest>;

/** Attending or not, with the answers; a white-coat ceremony has its own call (spec §7), the same body. */
export function saveRequest({
  kind,
  body,
}: {
  kind: PartyEventKind;
  body: Body;
}): Promise<ResponseOf<typeof party.saveRequest>> {
  const call = kind === 'white-coat' ? party.saveRequestWhiteCoat : party.saveRequest;
  return api.call(call, { body });
}

export function useSaveRequest() {
  return usePartyChange(saveRequest);
}
