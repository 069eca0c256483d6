import { waitingRoom, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';

const call = waitingRoom.requestAdmission;

/**
 * Asks to register now. Admitted, the student holds a pass that
 * each registration call renews; otherwise the answer is their place in the waiting room. `wait`: the
 * waiting room's own ask, which the server holds open until the student is let in (up to its hold).
 */
export function requestAdmission(
  options: { signal?: AbortSignal; wait?: boolean } = {},
): Promise<ResponseOf<typeof call>> {
  return api.call(call, {
    signal: options.signal,
    query: options.wait ? { wait: 'true' } : {},
  });
}
