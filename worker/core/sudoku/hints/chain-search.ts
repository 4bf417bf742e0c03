/**
 * The search both chain techniques share: a breadth-first walk over implications from one start, so the first
 * chain found from a start is a shortest one. Every edge is a valid inference ("this node true ⇒ that node true"),
 * so any path is a sound argument, even one that passes a cell twice.
 */

/** One chain: its nodes from the start, and the house of each strong link (-1 where the link needs no house). */
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
 * Shortest implication paths from `start` with at most `maxLinks` links; `accept(node, depth)` is asked for each node
 * reached and the first path it accepts is returned.
 */
export function shortestChain(graph: ChainGraph, start: number, maxLinks: number, accept: (node: number, links: number) => boolean): ChainPath | null {
  const parent = new Int32Array(graph.size).fill(-2);
  const parentHouse = new Int32Array(graph.size).fill(-1);
  const depth = new Int32Array(graph.size);
  parent[start] = -1;
  let frontier = [start];
  for (let links = 1; links <= maxLinks && frontier.length > 0; links++) {
    const following: number[] = [];
    let found = -1;
    for (const node of frontier) {
      graph.next(node, (to, house) => {
        if (found >= 0 || parent[to] !== -2) return;
        parent[to] = node;
        parentHouse[to] = house;
        depth[to] = links;
        if (accept(to, links)) found = to;
        else following.push(to);
      });
      if (found >= 0) return pathTo(found, parent, parentHouse);
    }
    frontier = following;
  }
  return null;
}

function pathTo(end: number, parent: Int32Array, parentHouse: Int32Array): ChainPath {
  const nodes: number[] = [];
  const linkHouses: number[] = [];
  for (let node = end; node !== -1; node = parent[node]) {
    nodes.push(node);
    if (parent[node] !== -1) linkHouses.push(parentHouse[node]);
  }
  return { nodes: nodes.reverse(), linkHouses: linkHouses.reverse() };
}
