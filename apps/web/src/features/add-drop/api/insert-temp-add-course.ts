import { addDrop, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { useCartChange } from './cart-answer';

const call = addDrop.insertTempAddCourse;

/** A lecture section (and its lab) into the cart; no seat is held yet. */
export function insertTempAddCourse(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useInsertTempAddCourse() {
  return useCartChange(insertTempAddCourse);
}
