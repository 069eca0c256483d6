/**
 * Counts of present places by arrival number, answering "how many arrived before me and still wait" in
 * O(log n) (a Fenwick tree). Grows by doubling; the line starts afresh whenever it empties.
 */
export class ArrivalCounts {
  private tree = new Int32Array(1024);

  /** Adds `delta` (1 on arrival, -1 on leaving) at arrival number `index` (0-based). */
  add(index: number, delta: number): void {
    while (index >= this.tree.length) this.grow();
    for (let i = index + 1; i <= this.tree.length; i += i & -i)
      this.tree[i - 1] = (this.tree[i - 1] ?? 0) + delta;
  }

  /** Present places with arrival numbers 0..index. */
  countThrough(index: number): number {
    let total = 0;
    for (let i = Math.min(index + 1, this.tree.length); i > 0; i -= i & -i) total += this.tree[i - 1] ?? 0;
    return total;
  }

  clear(): void {
    this.tree = new Int32Array(1024);
  }

  private grow(): void {
    // Rebuild from point values: a Fenwick tree's layout depends on its size.
    const size = this.tree.length;
    const values = new Int32Array(size);
    for (let i = 0; i < size; i++) values[i] = this.countThrough(i) - (i > 0 ? this.countThrough(i - 1) : 0);
    this.tree = new Int32Array(size * 2);
    for (let i = 0; i < size; i++) if (values[i]) this.add(i, values[i] ?? 0);
  }
}
