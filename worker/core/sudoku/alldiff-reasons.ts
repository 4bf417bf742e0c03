/**
 * The reasons of the all-different theory (alldiff-theory.ts), kept lazily: a removal stores five words (its house,
 * Hall cells, their values, the values placed elsewhere in the house, its trail position), and the clause is
 * written only if conflict analysis asks for it.
 *
 * The reason for removing value v from cell x: v is matched to cell y, and the cells C that y reaches form a
 * Hall set (their candidates are exactly the |C| values D matched to them), x outside it. So "no cell of C holds
 * a value outside D" implies "x does not hold v". As a clause: ¬(x holds v) ∨ ⋁ (c holds u) for c ∈ C, u ∉ D;
 * a value u placed elsewhere in the house (p holds u) replaces its |C| literals by one, ¬(p holds u), since the
 * house's at-most-one clauses then take u from C. The same block explains a failed matching (a set of cells
 * with fewer values than cells).
 */
import type { IntVec, Lit, TheoryContext } from "../sat/index";
import { holds, holdsNot } from "./clause-sink";
import type { Shape } from "./shape";

/** Words per stored reason: house, Hall cells (house positions), their values, placed values, trail position. */
const ENTRY = 5;

export class HallReasons {
  private entries = new Int32Array(1024);
  private count = 0;
  /** Per (cell · N + value), the variable of "cell holds value", or −1 (from the puzzle's reduced encoding). */
  private varAt: Int32Array = new Int32Array(0);

  constructor(private readonly shape: Shape) {}

  /** Forgets every reason, for a new puzzle numbered by `varAt`. */
  reset(varAt: Int32Array): void {
    this.varAt = varAt;
    this.count = 0;
  }

  /** Stores a reason and returns its token for implyLazily. Cells and values are house positions and value bits. */
  push(h: number, cells: number, held: number, placed: number, trailPos: number): number {
    if ((this.count + 1) * ENTRY > this.entries.length) {
      const grown = new Int32Array(this.entries.length * 2);
      grown.set(this.entries);
      this.entries = grown;
    }
    const e = this.count * ENTRY;
    const entries = this.entries;
    entries[e] = h;
    entries[e + 1] = cells;
    entries[e + 2] = held;
    entries[e + 3] = placed;
    entries[e + 4] = trailPos;
    return this.count++;
  }

  /** Drops the reasons of removals at or after `trailSize` (they are in trail order, so a backjump pops them). */
  popTo(trailSize: number): void {
    const entries = this.entries;
    while (this.count > 0 && entries[(this.count - 1) * ENTRY + 4] >= trailSize) this.count--;
  }

  /** The clause of the removal `lit` stored under `token`: lit first, then its block. */
  explain(ctx: TheoryContext, lit: Lit, token: number, out: IntVec): void {
    const e = token * ENTRY, entries = this.entries;
    out.push(lit);
    this.writeBlock(ctx, entries[e], entries[e + 1], entries[e + 2], entries[e + 3], out);
  }

  /**
   * The literals saying "the cells `cells` of house h hold only values of `held`": for each other value, either
   * ¬(p holds u) for the cell p where it is placed (`placed`), or "c holds u" for each cell c of the set.
   * Literals false at level 0 are left out: they cannot help a learnt clause.
   */
  writeBlock(ctx: TheoryContext, h: number, cells: number, held: number, placed: number, out: IntVec): void {
    const size = this.shape.size, house = this.shape.houses[h], varAt = this.varAt;
    const values = ctx.values, level = ctx.level;
    const others = ~held & ((1 << size) - 1);
    for (let rest = others; rest !== 0; rest &= rest - 1) {
      const v = 31 - Math.clz32(rest & -rest);
      const bit = 1 << v;
      if ((placed & bit) !== 0) {
        for (let i = 0; i < size; i++) {
          const x = varAt[house[i] * size + v];
          if (x >= 0 && values[holds(x)] === 1) {
            if (level[x] > 0) out.push(holdsNot(x));
            break;
          }
        }
        continue;
      }
      for (let m = cells; m !== 0; m &= m - 1) {
        const x = varAt[house[31 - Math.clz32(m & -m)] * size + v];
        if (x >= 0 && level[x] > 0) out.push(holds(x));
      }
    }
  }
}
