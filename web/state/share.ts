/**
 * Share links: /p/<puzzle> with the givens in the path (line form, any size) and, optionally, the player's position
 * in the fragment, so a link can say "here is where I got stuck" without the server ever seeing it:
 * `#e=<entries>` (line form), `&n=<pencil marks>` (each open cell's candidate mask, packed), `&k=<corner marks>`
 * (each open cell's corner-mark mask, packed) and `&c=<colours>` (each cell's colour, packed). A part with nothing in
 * it is left out.
 */
import { formatGrid, parseGrid, parseGridLoose } from "../../worker/core/sudoku/grid-text";
import type { Grid } from "../../worker/core/sudoku/grid";
import type { Result } from "../../worker/core/result";
import type { GridError } from "../../worker/core/sudoku/grid-text";
import { packBits, unpackBits } from "./bit-text";
import { CELL_COLOURS } from "./colours";
import type { Progress } from "./game-types";

/** Bits a cell's colour takes in a link: enough for every colour of CELL_COLOURS and none. */
const COLOUR_BITS = Math.ceil(Math.log2(CELL_COLOURS.length + 1));

export function sharePath(puzzle: Grid): string {
  return `/p/${formatGrid(puzzle, "line")}`;
}

/** The indices of the cells a player can fill: only theirs carry entries and pencil marks in a link. */
function openCells(puzzle: Grid): number[] {
  const open: number[] = [];
  puzzle.cells.forEach((given, cell) => given === 0 && open.push(cell));
  return open;
}

/**
 * The link with progress: the player's own entries and pencil marks, and every cell's colour (givens' too), in the
 * fragment of `path` (a variant's /v?load=…; by default the givens' own /p/ address).
 */
export function shareUrl(origin: string, puzzle: Grid, progress?: Progress, path = sharePath(puzzle)): string {
  return `${origin}${path}${progressFragment(puzzle, progress)}`;
}

/** The fragment that carries `progress` over `puzzle`'s givens ("#e=…&n=…&k=…&c=…"), or "" when there is none. */
export function progressFragment(puzzle: Grid, progress?: Progress): string {
  if (!progress) return "";
  const open = openCells(puzzle);
  const parts: string[] = [];
  const entries = { shape: puzzle.shape, cells: progress.values.map((v, i) => (puzzle.cells[i] ? 0 : v)) };
  if (entries.cells.some((v) => v !== 0)) parts.push(`e=${formatGrid(entries, "line")}`);
  const packMarks = (marks?: Uint32Array) => (marks ? packBits(open.map((cell) => marks[cell]), puzzle.shape.size) : "");
  const notes = packMarks(progress.notes);
  if (notes) parts.push(`n=${notes}`);
  const corners = packMarks(progress.corners);
  if (corners) parts.push(`k=${corners}`);
  const colours = progress.colours ? packBits(progress.colours, COLOUR_BITS) : "";
  if (colours) parts.push(`c=${colours}`);
  return parts.length ? `#${parts.join("&")}` : "";
}

export function puzzleFromPath(code: string): Result<Grid, GridError> {
  return parseGrid(decodeURIComponent(code));
}

/**
 * What is wrong with a grid text that the square-grid reading refused (`squareMessage`): that reading lists only
 * square sizes, so the message of the reading that also takes rectangular boxes is given where it finds a fault too
 * (every size a link or attribute can hold, or two clashing givens of a 6×6).
 */
export function brokenGridMessage(text: string, squareMessage: string): string {
  const anySize = parseGrid(text, { boxed: true });
  return anySize.ok ? squareMessage : anySize.error.message;
}

/** One `name=value` part of a fragment, or null when it is absent or its escapes are broken (a link cut mid-escape). */
function fragmentPart(hash: string, name: string): string | null {
  const match = new RegExp(`(?:^#|&)${name}=([^&]*)`).exec(hash);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * The position a link's fragment carries, or null when it carries none. A part that does not fit the puzzle (a
 * wrong length, a value out of range: a link cut short or edited) is dropped on its own, so the rest still loads.
 */
export function progressFromHash(hash: string, puzzle: Grid): Required<Progress> | null {
  const { size, cells } = puzzle.shape;
  const open = openCells(puzzle);
  const entriesText = fragmentPart(hash, "e");
  const parsed = entriesText === null ? null : parseGridLoose(entriesText, { shape: puzzle.shape });
  const values = parsed?.ok ? parsed.value.cells : null;
  const openMarks = (name: string) => {
    const packed = fragmentPart(hash, name);
    return packed === null ? null : unpackBits(packed, open.length, size);
  };
  const openNotes = openMarks("n");
  const openCorners = openMarks("k");
  const packedColours = fragmentPart(hash, "c");
  const colourList = packedColours === null ? null : unpackBits(packedColours, cells, COLOUR_BITS);
  const coloursFit = colourList !== null && colourList.every((c) => c <= CELL_COLOURS.length);
  if (!values && !openNotes && !openCorners && !coloursFit) return null;
  const onBoard = (openList: number[] | null) => {
    const marks = new Uint32Array(cells);
    openList?.forEach((mask, i) => (marks[open[i]] = mask));
    return marks;
  };
  return {
    values: values ?? new Uint8Array(cells),
    notes: onBoard(openNotes),
    corners: onBoard(openCorners),
    colours: coloursFit ? Uint8Array.from(colourList) : new Uint8Array(cells),
  };
}
