/**
 * All-different as a theory inside CDCL (lazy clause generation): at each unit-propagation fixpoint the houses
 * whose candidates changed are filtered by Régin's matching (alldiff.ts) over the reduced encoding's variables,
 * and every candidate it removes is assigned false with a reason built only if conflict analysis asks for it
 * (the Hall-set reasons and their clauses are in alldiff-reasons.ts). A house is filtered again only when a
 * removal breaks the support that certified its last filtering (alldiff-support.ts).
 */
import { IntVec, implyLazily, THEORY_CONFLICT, THEORY_FIXPOINT, THEORY_IMPLIED, type Lit, type TheoryContext, type TheoryPropagator } from "../sat/index";
import { AllDifferentFilter } from "./alldiff";
import { HallReasons } from "./alldiff-reasons";
import { HouseSupports } from "./alldiff-support";
import { holdsNot } from "./clause-sink";
import type { ReducedEncoding } from "./encode";
import type { Shape } from "./shape";

/**
 * Bit operations (filtering, support searches) per work unit. Calibrated by profile on puzzles 1, 2 and 13 of the
 * Gecode 25x25 set: at 5 a unit the theory ran about 13,000 units per CPU ms against the CDCL engine's 25,000 in
 * the same run, so a unit stands for 2.5 and a work budget means about the same time with the theory as without.
 */
const THEORY_OPS_PER_WORK_UNIT = 2.5;

export class AllDifferentTheory implements TheoryPropagator {
  private readonly shape: Shape;
  private readonly filter: AllDifferentFilter;
  private readonly dirty: Uint8Array;
  private readonly dirtyList: Int32Array;
  private dirtyCount = 0;
  /** Trail literals before `head` have marked their houses dirty. */
  private head = 0;
  /** Per cell, the candidates not yet false on the trail up to `head` (the settled cells' one value included). */
  private readonly cand: Int32Array;
  /** Scratch for one house: its open cells (house positions) and their candidates before and after filtering. */
  private readonly pos: Int32Array;
  private readonly dom: Int32Array;
  private readonly before: Int32Array;
  /** Per cell, the value index it was last matched to: the next filter() starts from it. */
  private readonly cellMatch: Int32Array;
  private readonly localMatch: Int32Array;
  /** Per cell, the bit of its value when it was settled before encoding (no variables), else 0. */
  private readonly rootBit: Int32Array;
  private varAt: Int32Array = new Int32Array(0);
  private cellOfVar: Int32Array = new Int32Array(0);
  private valueOfVar: Uint8Array = new Uint8Array(0);
  private numVars = 0;
  /**
   * Per house, the candidates that certify its last filtering (alldiff-support.ts): only a removal of one of
   * them marks the house. Per cell, slot[3·cell + k] is its index in the supports' per-position arrays for its
   * row, column and box (house · N + position).
   */
  private readonly supports: HouseSupports;
  private readonly slot: Int32Array;
  private readonly slotHouse: Int32Array;
  private readonly localSupport: Int32Array;
  private readonly reasons: HallReasons;
  /** Houses filtered and candidates removed, for the statistics. */
  filtered = 0;
  removed = 0;
  /** Work units this theory added to the solver's count. */
  work = 0;

  constructor(shape: Shape) {
    this.shape = shape;
    const n = shape.size;
    this.filter = new AllDifferentFilter(n);
    this.cand = new Int32Array(shape.cells);
    this.pos = new Int32Array(n);
    this.cellMatch = new Int32Array(shape.cells);
    this.localMatch = new Int32Array(n);
    this.dirty = new Uint8Array(3 * n);
    this.dirtyList = new Int32Array(3 * n);
    this.dom = new Int32Array(n);
    this.before = new Int32Array(n);
    this.rootBit = new Int32Array(shape.cells);
    this.supports = new HouseSupports(n);
    this.reasons = new HallReasons(shape);
    this.localSupport = new Int32Array(n);
    this.slot = new Int32Array(3 * shape.cells);
    this.slotHouse = new Int32Array(3 * shape.cells);
    for (let h = 0; h < 3 * n; h++) {
      const house = shape.houses[h];
      for (let i = 0; i < n; i++) {
        this.slot[3 * house[i] + Math.floor(h / n)] = h * n + i;
        this.slotHouse[3 * house[i] + Math.floor(h / n)] = h;
      }
    }
  }

  /** Prepares for a new puzzle: `enc` has numbered the open candidates, `rootValues` holds the settled cells. */
  load(enc: ReducedEncoding, rootValues: Uint8Array): void {
    this.varAt = enc.varAt;
    this.cellOfVar = enc.cellOfVar;
    this.valueOfVar = enc.valueOfVar;
    this.numVars = enc.numVars;
    const size = this.shape.size;
    for (let cell = 0; cell < this.shape.cells; cell++) {
      const bit = rootValues[cell] === 0 ? 0 : 1 << (rootValues[cell] - 1);
      this.rootBit[cell] = bit;
      let m = bit;
      for (let v = 0; v < size && bit === 0; v++) if (enc.varAt[cell * size + v] >= 0) m |= 1 << v;
      this.cand[cell] = m;
    }
    this.cellMatch.fill(-1);
    this.supports.reset();
    // Houses left marked by the previous puzzle are not on the list any more: clear the marks, then mark all.
    this.dirty.fill(0);
    this.dirtyCount = 0;
    for (let h = 0; h < this.dirty.length; h++) this.markDirty(h);
    this.head = 0;
    this.reasons.reset(enc.varAt);
    this.filtered = this.removed = this.work = 0;
  }

  private markDirty(h: number): void {
    if (this.dirty[h] !== 0) return;
    this.dirty[h] = 1;
    this.dirtyList[this.dirtyCount++] = h;
  }

  backtrack(ctx: TheoryContext, trailSize: number): void {
    // The undone literals are still in the trail array: give their cells back the values they had removed.
    const trail = ctx.trail, cellOfVar = this.cellOfVar, cand = this.cand, valueOfVar = this.valueOfVar;
    for (let i = this.head - 1; i >= trailSize; i--) {
      const lit = trail[i];
      const x = lit >> 1;
      if ((lit & 1) === 0 && x < this.numVars) cand[cellOfVar[x]] |= 1 << (valueOfVar[x] - 1);
    }
    if (this.head > trailSize) this.head = trailSize;
    this.supports.restore(trailSize);
    this.reasons.popTo(trailSize);
  }

  propagate(ctx: TheoryContext, conflict: IntVec): number {
    const size = this.shape.size;
    const trail = ctx.trail, cellOfVar = this.cellOfVar, cand = this.cand, valueOfVar = this.valueOfVar;
    const supports = this.supports, support = supports.support, slot = this.slot, slotHouse = this.slotHouse;
    for (; this.head < ctx.trailSize; this.head++) {
      const lit = trail[this.head];
      const x = lit >> 1;
      // Only removals change candidates (a placement removes the cell's other values by unit propagation).
      if ((lit & 1) !== 0 || x >= this.numVars) continue;
      const cell = cellOfVar[x];
      const v = valueOfVar[x] - 1;
      const bit = 1 << v;
      cand[cell] &= ~bit;
      for (let k = 3 * cell, end = k + 3; k < end; k++) {
        const at = slot[k];
        if ((support[at] & bit) === 0) continue;
        const h = slotHouse[k];
        supports.mark(h, at - h * size, bit);
        this.markDirty(h);
      }
    }
    while (this.dirtyCount > 0) {
      const h = this.dirtyList[--this.dirtyCount];
      this.dirty[h] = 0;
      const found = this.examineHouse(ctx, h, conflict);
      if (found !== THEORY_FIXPOINT) return found;
    }
    return THEORY_FIXPOINT;
  }

  /** Repairs house h's support if it can, else filters the house. */
  private examineHouse(ctx: TheoryContext, h: number, conflict: IntVec): number {
    const supports = this.supports, atRoot = ctx.trailLim.size === 0;
    if (supports.rematch[h] === 0) {
      if (!atRoot) supports.save(h, ctx.trailSize);
      const before = supports.work;
      const repaired = supports.repair(h, this.shape.houses[h], this.cand);
      this.charge(ctx, supports.work - before);
      if (repaired) return THEORY_FIXPOINT;
    }
    const found = this.filterHouse(ctx, h, conflict);
    if (found === THEORY_CONFLICT) {
      // The house keeps its old certificate, which the removals still on the trail may break.
      supports.rematch[h] = 1;
      this.markDirty(h);
    }
    return found;
  }

  private charge(ctx: TheoryContext, ops: number): void {
    const work = Math.ceil(ops / THEORY_OPS_PER_WORK_UNIT);
    ctx.work += work;
    this.work += work;
  }

  /**
   * Filters the open cells of house h (a cell with one candidate is placed: at a unit-propagation fixpoint its
   * value is true and gone from its peers). Assigns what it removes, or writes the conflict.
   */
  private filterHouse(ctx: TheoryContext, h: number, conflict: IntVec): number {
    const size = this.shape.size, house = this.shape.houses[h];
    const { pos, dom, before, varAt, filter, cand, localMatch, cellMatch } = this;
    let placed = 0;
    let k = 0;
    for (let i = 0; i < size; i++) {
      const m = cand[house[i]];
      if ((m & (m - 1)) === 0) placed |= m;
      else pos[k++] = i;
    }
    // A removal needs a Hall set of two cells or more whose complement also has two or more (one cell or one
    // value alone is a single, which unit propagation has already handled): so four open cells at least, and
    // with fewer the house needs no filtering until a backjump gives candidates back.
    const localSupport = this.localSupport;
    if (k < 4) {
      this.installSupport(ctx, h, 0);
      return THEORY_FIXPOINT;
    }
    for (let j = 0; j < k; j++) {
      const cell = house[pos[j]];
      dom[j] = before[j] = cand[cell] & ~placed;
      localMatch[j] = cellMatch[cell];
    }
    this.filtered++;
    const ok = filter.filterByComponents(dom, localMatch, k, localSupport);
    this.charge(ctx, size + filter.work);
    for (let j = 0; j < k; j++) cellMatch[house[pos[j]]] = localMatch[j];
    if (!ok) {
      const { cells, values: held } = filter.hallViolation();
      this.reasons.writeBlock(ctx, h, this.housePositions(cells), held, placed & ~held, conflict);
      return THEORY_CONFLICT;
    }
    this.installSupport(ctx, h, k);
    const values = ctx.values;
    let implied = false;
    for (let j = 0; j < k; j++) {
      for (let gone = before[j] & ~dom[j]; gone !== 0; gone &= gone - 1) {
        const v = 31 - Math.clz32(gone & -gone);
        const lit = holdsNot(varAt[house[pos[j]] * size + v]);
        if (values[lit] !== 0) continue;
        const local = filter.closureFrom(filter.owner[v]);
        let held = 0;
        for (let m = local; m !== 0; m &= m - 1) held |= before[31 - Math.clz32(m & -m)];
        implyLazily(ctx, lit, this.reasons.push(h, this.housePositions(local), held, placed & ~held, ctx.trailSize));
        this.removed++;
        implied = true;
      }
    }
    return implied ? THEORY_IMPLIED : THEORY_FIXPOINT;
  }

  /** Makes the filter's support of the first k open cells house h's certificate (saving the old one above level 0). */
  private installSupport(ctx: TheoryContext, h: number, k: number): void {
    if (ctx.trailLim.size > 0) this.supports.save(h, ctx.trailSize);
    this.supports.install(h, this.pos, this.localSupport, this.localMatch, k);
  }

  /** A set of open-cell indices (bits into `pos`) as house positions. */
  private housePositions(local: number): number {
    let out = 0;
    for (let m = local; m !== 0; m &= m - 1) out |= 1 << this.pos[31 - Math.clz32(m & -m)];
    return out;
  }

  explain(ctx: TheoryContext, lit: Lit, token: number, out: IntVec): void {
    this.reasons.explain(ctx, lit, token, out);
  }
}
