import { addDrop, type BodyOf, type ResponseOf } from '@portal/contract/calls';
import { api } from '../../../lib/api';
import { useCartChange } from './cart-answer';

const call = addDrop.insertTempDropCourse;

/** A held course (every section of it) into the cart as a drop. */
export function insertTempDropCourse(body: BodyOf<typeof call>): Promise<ResponseOf<typeof call>> {
  return api.call(call, { body });
}

export function useInsertTempDropCourse() {
  return useCartChange(insertTempDropCourse);
}
