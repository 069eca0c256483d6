/**
 * An append-only column of 32-bit integers. A million registrations as objects would cost hundreds of
 * megabytes; as typed arrays they cost a few.
 */
export class IntColumn {
  private data: Int32Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.data = new Int32Array(initialCapacity);
  }

  push(value: number): void {
    if (this.length === this.data.length) {
      const bigger = new Int32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length++] = value;
  }

  at(index: number): number {
    return this.data[index] ?? 0;
  }

  set(index: number, value: number): void {
    this.data[index] = value;
  }

  /** Forgets everything from `length` on (a rejected draw is rolled back this way). */
  truncate(length: number): void {
    this.length = Math.min(this.length, length);
  }

  /** The filled part, without copying. */
  view(): Int32Array {
    return this.data.subarray(0, this.length);
  }
}
