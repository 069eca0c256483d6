/*
 * How a student's ranking changes, by button or by drag (Tanseek's majors, the summer training's
 * organisations): pure, so the page announces the same place whichever way the student moved a choice.
 */

/** `ranked` with the choice at `from` moved to `to`, the others keeping their order; a copy always. */
export function movedTo(ranked: readonly number[], from: number, to: number): number[] {
  const next = [...ranked];
  if (from === to || from < 0 || to < 0 || from >= next.length || to >= next.length) return next;
  const [offerId] = next.splice(from, 1);
  if (offerId === undefined) return [...ranked];
  next.splice(to, 0, offerId);
  return next;
}

/** What Ionic's `ionReorderEnd` reports and the one thing the list must answer. */
export interface ReorderEnd {
  from: number;
  to: number;
  /** Ends the gesture; `false` leaves the nodes where they are, for React re-renders them in the new order. */
  complete: (listOrReorder?: boolean) => unknown;
}

/**
 * A drag's end: the gesture finished without Ionic moving the nodes, and the choice moved (or nothing, when it
 * was dropped where it was). `moved` hears the new ranking and the choice's new place (0 = first).
 */
export function endDrag(
  ranked: readonly number[],
  detail: ReorderEnd,
  moved: (next: number[], offerId: number, place: number) => void,
): void {
  detail.complete(false);
  const offerId = ranked[detail.from];
  if (detail.from === detail.to || offerId === undefined) return;
  const next = movedTo(ranked, detail.from, detail.to);
  moved(next, offerId, next.indexOf(offerId));
}
