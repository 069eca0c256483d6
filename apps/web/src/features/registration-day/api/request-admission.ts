import type { WaitingRoomPlace } from '@portal/contract';
import { api } from '../../../lib/api';

/**
 * POST /api/Registration/RequestAdmission: asks to register now. Admitted, the student holds a pass that
 * each registration call renews; otherwise the answer is their place in the waiting room.
 */
export function requestAdmission(signal?: AbortSignal): Promise<WaitingRoomPlace> {
  return api.post<WaitingRoomPlace>('portal', '/api/Registration/RequestAdmission', undefined, { signal });
}
