import { describe, expect, it, vi } from 'vitest';
import { endDrag, movedTo } from './ranking-moves';

describe('movedTo', () => {
  it('moves a choice down and up, the others keeping their order', () => {
    expect(movedTo([11, 12, 13, 14], 0, 2)).toEqual([12, 13, 11, 14]);
    expect(movedTo([11, 12, 13, 14], 3, 1)).toEqual([11, 14, 12, 13]);
  });

  it('is the buttons’ move for a neighbour', () => {
    expect(movedTo([11, 12, 13], 1, 0)).toEqual([12, 11, 13]);
    expect(movedTo([11, 12, 13], 1, 2)).toEqual([11, 13, 12]);
  });

  it('returns a copy unchanged for a drop in place or a place outside the list', () => {
    const ranked = [11, 12];
    for (const [from, to] of [
      [1, 1],
      [-1, 0],
      [0, 2],
    ] as const) {
      const next = movedTo(ranked, from, to);
      expect(next).toEqual([11, 12]);
      expect(next).not.toBe(ranked);
    }
  });
});

describe('endDrag', () => {
  it('ends the gesture without Ionic moving the nodes, and reports the new ranking and place', () => {
    const complete = vi.fn();
    const moved = vi.fn();
    endDrag([11, 12, 13], { from: 2, to: 0, complete }, moved);
    expect(complete).toHaveBeenCalledWith(false);
    expect(moved).toHaveBeenCalledWith([13, 11, 12], 13, 0);
  });

  it('changes nothing when the choice is dropped where it was', () => {
    const complete = vi.fn();
    const moved = vi.fn();
    endDrag([11, 12, 13], { from: 1, to: 1, complete }, moved);
    expect(complete).toHaveBeenCalledWith(false);
    expect(moved).not.toHaveBeenCalled();
  });
});
