/**
 * The search both chain techniques share: a breadth-first walk over implications from one start, so the first
 * chain found from a start is a shortest one. Every edge is a valid inference ("this node true ⇒ that node true"),
 * so any path is a sound argument, even one that passes a cell twice.
 */

/** One chain: its nodes from the start, and the house of each link (-1 where the link needs no house). */
export interface ChainPath {
  nodes: number[];
  linkHouses: number[];
}

export interface ChainGraph {
  /** Node count; nodes are small integers chosen by the technique. */
  size: number;
  /** Calls visit(next, house) for every node implied true when `node` is true. */
  next(node: number, visit: (next: number, house: number) => void): void;
}

/**
 * Breadth-first searches over one graph from many starts. The buffers are made once per graph and marked with a
 * generation stamp, because a technique runs one search per candidate start and grading calls it at every stall.
 */
export class ChainSearch {
  private readonly parent: Int32Array;
  private readonly parentHouse: Int32Array;
  private readonly seen: Uint32Array;
  private readonly queue: Int32Array;
  private stamp = 0;

  constructor(private readonly graph: ChainGraph) {
    this.parent = new Int32Array(graph.size);
    this.parentHouse = new Int32Array(graph.size);
    this.seen = new Uint32Array(graph.size);
    this.queue = new Int32Array(graph.size);
  }

  /**
   * The shortest implication path from `start` with at most `maxLinks` links whose last node `accept(node, links)`
   * takes, or null.
   */
  shortest(start: number, maxLinks: number, accept: (node: number, links: number) => boolean): ChainPath | null {
    const { parent, parentHouse, seen, queue } = this;
    const stamp = ++this.stamp;
    seen[start] = stamp;
    parent[start] = -1;
    queue[0] = start;
    let head = 0;
    let tail = 1;
    let found = -1;
    for (let links = 1; links <= maxLinks && head < tail; links++) {
      const levelEnd = tail;
      while (head < levelEnd && found < 0) {
        const node = queue[head++];
        this.graph.next(node, (to, house) => {
          if (found >= 0 || seen[to] === stamp) return;
          seen[to] = stamp;
          parent[to] = node;
          parentHouse[to] = house;
          if (accept(to, links)) found = to;
          else queue[tail++] = to;
        });
      }
      if (found >= 0) return this.pathTo(found);
    }
    return null;
  }

  private pathTo(end: number): ChainPath {
    const nodes: number[] = [];
    const linkHouses: number[] = [];
    for (let node = end; node !== -1; node = this.parent[node]) {
      nodes.push(node);
      if (this.parent[node] !== -1) linkHouses.push(this.parentHouse[node]);
    }
    return { nodes: nodes.reverse(), linkHouses: linkHouses.reverse() };
  }
}
