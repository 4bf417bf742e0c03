/**
 * Growable Int32Array, the solver's one container (like MiniSat's mtl/Vec). Hot loops read `data` and `size`
 * directly; `data` may be replaced when the vector grows, so never keep a reference across a push.
 */
export class IntVec {
  data: Int32Array;
  size = 0;

  constructor(capacity = 16) {
    this.data = new Int32Array(Math.max(1, capacity));
  }

  push(x: number): void {
    if (this.size === this.data.length) this.reserve(this.size + 1);
    this.data[this.size++] = x;
  }

  pop(): number {
    return this.data[--this.size];
  }

  last(): number {
    return this.data[this.size - 1];
  }

  clear(): void {
    this.size = 0;
  }

  /** Drops elements from the end so that `newSize` remain. */
  shrinkTo(newSize: number): void {
    this.size = newSize;
  }

  /** Makes room for at least `capacity` elements, doubling so that pushes stay amortised O(1). */
  reserve(capacity: number): void {
    if (capacity <= this.data.length) return;
    let next = this.data.length * 2;
    while (next < capacity) next *= 2;
    const grown = new Int32Array(next);
    grown.set(this.data.subarray(0, this.size));
    this.data = grown;
  }

  toArray(): number[] {
    return Array.from(this.data.subarray(0, this.size));
  }
}
