/**
 * Binary max-heap of variables keyed by their VSIDS activity (MiniSat's order heap). `activity` is shared with
 * decide.ts, which bumps it and then calls increased(v) to restore the heap order.
 */
import type { Var } from "./types";

export class VarHeap {
  /** heap[0] is the most active variable. */
  heap: Int32Array;
  /** Position of each variable in `heap`, or -1 when it is not in the heap. */
  index: Int32Array;
  size = 0;
  activity: Float64Array;

  constructor(activity: Float64Array) {
    this.activity = activity;
    this.heap = new Int32Array(activity.length);
    this.index = new Int32Array(activity.length).fill(-1);
  }

  /** Follows a reallocated activity array and makes room for its variables. */
  resize(activity: Float64Array): void {
    this.activity = activity;
    const heap = new Int32Array(activity.length);
    heap.set(this.heap.subarray(0, this.size));
    const index = new Int32Array(activity.length).fill(-1);
    index.set(this.index);
    this.heap = heap;
    this.index = index;
  }

  contains(v: Var): boolean {
    return this.index[v] >= 0;
  }

  insert(v: Var): void {
    if (this.index[v] >= 0) return;
    this.heap[this.size] = v;
    this.index[v] = this.size;
    this.siftUp(this.size++);
  }

  /** Call after activity[v] grew. Returns the levels v rose. */
  increased(v: Var): number {
    const i = this.index[v];
    return i >= 0 ? this.siftUp(i) : 0;
  }

  /**
   * Call after activity[v] changed either way (a no-op when v is not in the heap). Returns the levels v moved,
   * which callers count as work.
   */
  update(v: Var): number {
    const i = this.index[v];
    if (i < 0) return 0;
    const moved = this.siftUp(i);
    return moved > 0 ? moved : this.siftDown(i);
  }

  /** Removes and returns the most active variable; the heap must not be empty. */
  removeMax(): Var {
    const heap = this.heap;
    const top = heap[0];
    const last = heap[--this.size];
    this.index[top] = -1;
    if (this.size > 0) {
      heap[0] = last;
      this.index[last] = 0;
      this.siftDown(0);
    }
    return top;
  }

  clear(): void {
    for (let i = 0; i < this.size; i++) this.index[this.heap[i]] = -1;
    this.size = 0;
  }

  /** Moves heap[i] up to its place; returns the levels it rose. */
  private siftUp(i: number): number {
    const heap = this.heap, index = this.index, act = this.activity;
    const v = heap[i];
    const key = act[v];
    let levels = 0;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      const p = heap[parent];
      if (act[p] >= key) break;
      heap[i] = p;
      index[p] = i;
      i = parent;
      levels++;
    }
    heap[i] = v;
    index[v] = i;
    return levels;
  }

  /** Moves heap[i] down to its place; returns the levels it sank. */
  private siftDown(i: number): number {
    const heap = this.heap, index = this.index, act = this.activity;
    const n = this.size;
    const v = heap[i];
    const key = act[v];
    let levels = 0;
    for (;;) {
      let child = 2 * i + 1;
      if (child >= n) break;
      if (child + 1 < n && act[heap[child + 1]] > act[heap[child]]) child++;
      const c = heap[child];
      if (act[c] <= key) break;
      heap[i] = c;
      index[c] = i;
      i = child;
      levels++;
    }
    heap[i] = v;
    index[v] = i;
    return levels;
  }
}
