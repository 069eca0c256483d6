import { calls, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';

const call = calls.waitingRoom.requestAdmission;

/**
 * Asks to register now. Admitted, the student holds a pass that
 * each registration call renews; otherwise the answer is their place in the waiting room.
 */
export function requestAdmission(signal?: AbortSignal): Promise<ResponseOf<typeof call>> {
  return api.call(call, { signal });
}
