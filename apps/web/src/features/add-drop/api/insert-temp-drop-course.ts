import type { AddDropCart, InsertTempDropCourseBody } from '@portal/contract';
import { api } from '../../../lib/api';
import { useCartChange } from './cart-answer';

/** POST /api/AddDrop/InsertTempDropCourse: a held course (every section of it) into the cart as a drop. */
export function insertTempDropCourse(body: InsertTempDropCourseBody): Promise<AddDropCart> {
  return api.post<AddDropCart>('advising', '/api/AddDrop/InsertTempDropCourse', body);
}

export function useInsertTempDropCourse() {
  return useCartChange(insertTempDropCourse);
}
