import type { AddDropCart, InsertTempAddCourseBody } from '@portal/contract';
import { api } from '../../../lib/api';
import { useCartChange } from './cart-answer';

/** POST /api/AddDrop/InsertTempAddCourse: a lecture section (and its lab) into the cart; no seat is held yet. */
export function insertTempAddCourse(body: InsertTempAddCourseBody): Promise<AddDropCart> {
  return api.post<AddDropCart>('advising', '/api/AddDrop/InsertTempAddCourse', body);
}

export function useInsertTempAddCourse() {
  return useCartChange(insertTempAddCourse);
}
