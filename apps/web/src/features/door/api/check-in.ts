import { door, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';

const call = door.checkIn;

export type Scan = BodyOf<typeof call>;
export type Admission = ResponseOf<typeof call>;

/**
 * One scan at a gate. Not a query mutation: a scan queued offline is sent later by the queue, from outside
 * any component, with the id and time it was made.
 */
export function checkIn(scan: Scan): Promise<Admission> {
  return api.call(call, { body: scan });
}
