import type { AddDropCart } from '@portal/contract';
import { useCartChange } from './cart-answer';
import { insertTempAddCourse } from './insert-temp-add-course';
import { insertTempDropCourse } from './insert-temp-drop-course';
import { removeFromTmpAddDrop } from './remove-from-tmp-add-drop';

export interface SwapRequest {
  CourseId: number;
  /** The new lecture section, with its lab when the course has one. */
  SectionIds: number[];
  Version: number;
}

/** The pending drop of a course, if the cart holds one. */
function dropOf(cart: AddDropCart, courseId: number) {
  return cart.Changes.find((change) => change.Kind === 'drop' && change.Section.CourseId === courseId);
}

/**
 * Another section of a held course: the drop of the course and the add of the new section, two pending
 * changes that Save applies together, so the seat held now is never given up alone. When the add is
 * refused, the drop just queued is taken out again and the refusal stands: the cart is as it was.
 */
export async function swapSection(request: SwapRequest): Promise<AddDropCart> {
  const dropped = await insertTempDropCourse({ CourseId: request.CourseId, Version: request.Version });
  try {
    return await insertTempAddCourse({ SectionIds: request.SectionIds, Version: dropped.Version });
  } catch (refusal) {
    // A removal takes the change's companions with it (the rest of the dropped course): read what is left
    // from each answer, not from the list before.
    let cart = dropped;
    let drop = dropOf(cart, request.CourseId);
    while (drop) {
      cart = await removeFromTmpAddDrop({ ChangeId: drop.ChangeId, Version: cart.Version });
      drop = dropOf(cart, request.CourseId);
    }
    throw refusal;
  }
}

export function useSwapSection() {
  return useCartChange(swapSection);
}
