/**
 * Geometry of an N×N Sudoku with box size n (N = n²), built once per n and shared.
 * Cells are indexed r*N + c; houses are numbered rows 0..N-1, columns N..2N-1, boxes 2N..3N-1.
 * A layout shape (shapeOfLayout) has any N regions of N cells as its third house kind, for playing variants:
 * rectangular boxes (a 6×6 has 2×3) or a jigsaw. The classic engines take square shapes only (box 2..5).
 */
export interface Shape {
  /** Box size n (2..5); 0 for a layout shape. */
  box: number;
  /** The rows and columns of a standard box (both n for a square shape): where box edges are drawn. */
  boxRows: number;
  boxCols: number;
  /** True when the third houses are exactly the standard boxRows × boxCols boxes (false for a jigsaw layout). */
  regular: boolean;
  /** Side N = n² (any N for a layout shape). */
  size: number;
  /** Number of cells N². */
  cells: number;
  /** Bitmask with the low N bits set (all candidates). */
  allMask: number;
  rowOf: Uint8Array;
  colOf: Uint8Array;
  boxOf: Uint8Array;
  /** houses[h] lists the N cells of house h (rows, then columns, then boxes). */
  houses: Uint16Array[];
  /** peers[cell] lists the 3N-2n-1 distinct cells sharing a house with cell (excluding itself). */
  peers: Uint16Array[];
}

export const MIN_BOX = 2;
export const MAX_BOX = 5;

const cache = new Map<number, Shape>();

export function shapeOfBox(box: number): Shape {
  const hit = cache.get(box);
  if (hit) return hit;
  if (!Number.isInteger(box) || box < MIN_BOX || box > MAX_BOX) {
    throw new RangeError(`box size must be ${MIN_BOX}..${MAX_BOX}, got ${box}`);
  }
  const size = box * box;
  const regionOf = (cell: number): number => Math.floor(Math.floor(cell / size) / box) * box + Math.floor((cell % size) / box);
  const shape = buildShape(size, regionOf, { box, boxRows: box, boxCols: box });
  cache.set(box, shape);
  return shape;
}

/**
 * A shape whose third house kind is the given regions: `regions[cell]` in 0..N-1, N cells each (the caller has
 * checked that, as the variant validator does). `boxRows` × `boxCols` is the standard box the board draws edges
 * for; a jigsaw board draws its own region borders instead.
 */
export function shapeOfLayout(size: number, regions: ArrayLike<number>, boxRows: number, boxCols: number): Shape {
  return buildShape(size, (cell) => regions[cell], { box: 0, boxRows, boxCols });
}

function buildShape(size: number, regionOf: (cell: number) => number, boxes: Pick<Shape, "box" | "boxRows" | "boxCols">): Shape {
  const cells = size * size;
  const across = size / boxes.boxCols;
  const standardBox = (cell: number) => Math.floor(Math.floor(cell / size) / boxes.boxRows) * across + Math.floor((cell % size) / boxes.boxCols);
  let regular = Number.isInteger(across);
  for (let cell = 0; cell < cells && regular; cell++) regular = regionOf(cell) === standardBox(cell);
  const rowOf = new Uint8Array(cells);
  const colOf = new Uint8Array(cells);
  const boxOf = new Uint8Array(cells);
  const houses: Uint16Array[] = [];
  for (let h = 0; h < 3 * size; h++) houses.push(new Uint16Array(size));
  const fill = new Uint8Array(3 * size);
  for (let cell = 0; cell < cells; cell++) {
    const r = Math.floor(cell / size);
    const c = cell % size;
    const b = regionOf(cell);
    rowOf[cell] = r;
    colOf[cell] = c;
    boxOf[cell] = b;
    for (const h of [r, size + c, 2 * size + b]) houses[h][fill[h]++] = cell;
  }
  const peers: Uint16Array[] = [];
  for (let cell = 0; cell < cells; cell++) {
    const seen = new Set<number>();
    for (const h of [rowOf[cell], size + colOf[cell], 2 * size + boxOf[cell]]) {
      for (const other of houses[h]) if (other !== cell) seen.add(other);
    }
    peers.push(Uint16Array.from([...seen].sort((x, y) => x - y)));
  }
  return { ...boxes, regular, size, cells, allMask: size === 32 ? -1 >>> 0 : (1 << size) - 1, rowOf, colOf, boxOf, houses, peers };
}

/**
 * Sides whose standard boxes are rectangles (6 → 2×3, 8 → 2×4, 10 → 2×5, 12 → 3×4, 14 → 2×7, 15 → 3×5), as books
 * and f-puzzles draw them. The classic engines take square boxes only, so these grids are solved by the variant
 * engine as puzzles with no extra rules; the upper end is the variant engine's largest side.
 */
export const BOXED_SIDES = [6, 8, 10, 12, 14, 15] as const;

/** Sides with square boxes, MIN_BOX² to MAX_BOX²: the classic engines' (4, 9, 16, 25). */
export const SQUARE_SIDES: readonly number[] = Array.from({ length: MAX_BOX - MIN_BOX + 1 }, (_, i) => (MIN_BOX + i) ** 2);

/** Every side a grid can be read at, square boxes or rectangular ones, smallest first. */
export const READABLE_SIDES: readonly number[] = [...SQUARE_SIDES, ...BOXED_SIDES].sort((a, b) => a - b);

/** The most square rows×columns split of a side, rows ≤ columns (12 → 3×4); a prime side gets 1×N. */
export function boxSplit(size: number): { rows: number; cols: number } {
  let rows = 1;
  for (let h = 1; h * h <= size; h++) if (size % h === 0) rows = h;
  return { rows, cols: size / rows };
}

const boxedCache = new Map<number, Shape>();

/** The shape of a side in BOXED_SIDES with its standard rectangular boxes, or undefined for any other side. */
export function shapeOfBoxes(size: number): Shape | undefined {
  if (!(BOXED_SIDES as readonly number[]).includes(size)) return undefined;
  const hit = boxedCache.get(size);
  if (hit) return hit;
  const { rows, cols } = boxSplit(size);
  const regionOf = (cell: number): number => Math.floor(Math.floor(cell / size) / rows) * rows + Math.floor((cell % size) / cols);
  const shape = buildShape(size, regionOf, { box: 0, boxRows: rows, boxCols: cols });
  boxedCache.set(size, shape);
  return shape;
}

/** Shape for a side length N (4, 9, 16, 25), or undefined when N is not a supported square. */
export function shapeOfSize(size: number): Shape | undefined {
  const box = Math.round(Math.sqrt(size));
  if (box * box !== size || box < MIN_BOX || box > MAX_BOX) return undefined;
  return shapeOfBox(box);
}

/** Human cell name, 1-based: r3c7. */
export function cellName(shape: Shape, cell: number): string {
  return cellNameOf(shape.size, cell);
}

/** The same name from the side length alone, by arithmetic (for checkers that share no tables with the engine). */
export function cellNameOf(size: number, cell: number): string {
  return `r${Math.floor(cell / size) + 1}c${(cell % size) + 1}`;
}

/**
 * Reads a cell name ("r3c7", any case, blanks around it ignored) back into the cell's index on a grid of side
 * `size`; -1 when the text is not a cell name or names a cell outside the grid.
 * @example parseCellName(9, "r3c7") // 24
 */
export function parseCellName(size: number, name: string): number {
  const m = /^r(\d+)c(\d+)$/i.exec(name.trim());
  if (!m) return -1;
  const r = Number(m[1]) - 1;
  const c = Number(m[2]) - 1;
  return r >= 0 && c >= 0 && r < size && c < size ? r * size + c : -1;
}

/** Human house name, 1-based: "row 3", "column 7", "box 5". */
export function houseName(shape: Shape, house: number): string {
  const kind = Math.floor(house / shape.size);
  const index = (house % shape.size) + 1;
  return kind === 0 ? `row ${index}` : kind === 1 ? `column ${index}` : `box ${index}`;
}
