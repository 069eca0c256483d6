import type { PartyEventKind } from '@portal/contract';
import { calls, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { usePartyChange } from './party-answer';

type Body = BodyOf<typeof calls.party.saveRequest>;

/** Attending or not, with the answers; a white-coat ceremony has its own call (spec §7), the same body. */
export function saveRequest({
  kind,
  body,
}: {
  kind: PartyEventKind;
  body: Body;
}): Promise<ResponseOf<typeof calls.party.saveRequest>> {
  const call = kind === 'white-coat' ? calls.party.saveRequestWhiteCoat : calls.party.saveRequest;
  return api.call(call, { body });
}

export function useSaveRequest() {
  return usePartyChange(saveRequest);
}
