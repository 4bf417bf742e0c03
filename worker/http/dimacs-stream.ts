/**
 * A Sudoku's full CNF written as a stream of DIMACS text, clause by clause, without building the formula: the
 * extended encoding of an empty 25×25 is 11 MB of text and, held as clause arrays, over 200 MB of heap. The
 * clauses come in the order encodeCnf (core/sudoku/encode.ts) lists them, so the text is byte for byte what
 * formatDimacs(encodeCnf(grid, kind)) writes (test/worker/routes/encode-stream.test.ts holds the two together).
 */
import { formatDimacs } from "../core/sat/index";
import { countGivens, encodeCnf, fullVar, type EncodingKind } from "../core/sudoku/encode";
import type { Grid } from "../core/sudoku/grid";

/** Text is handed to the stream in pieces of about this many characters. */
const CHUNK_CHARS = 64 * 1024;

function clauseCount(grid: Grid, kind: EncodingKind): number {
  const { size, cells, houses } = grid.shape;
  const pairs = (size * (size - 1)) / 2;
  const extended = kind === "extended" ? 1 : 0;
  return cells * (1 + extended * pairs) + houses.length * size * (pairs + extended) + countGivens(grid);
}

/** The clauses of the full encoding, each as DIMACS text ending in " 0". */
function* clauseLines(grid: Grid, kind: EncodingKind): Generator<string> {
  const { shape } = grid;
  const { size, cells, houses } = shape;
  const dimacs = (x: number): number => x + 1;
  const atLeastOne = (vars: number[]): string => `${vars.map(dimacs).join(" ")} 0`;
  function* atMostOne(vars: number[]): Generator<string> {
    for (let i = 0; i < vars.length; i++) for (let j = i + 1; j < vars.length; j++) yield `-${dimacs(vars[i])} -${dimacs(vars[j])} 0`;
  }
  for (let cell = 0; cell < cells; cell++) {
    const vars = Array.from({ length: size }, (_, k) => fullVar(shape, cell, k + 1));
    yield atLeastOne(vars);
    if (kind === "extended") yield* atMostOne(vars);
  }
  for (const house of houses) {
    for (let v = 1; v <= size; v++) {
      const vars = Array.from(house, (cell) => fullVar(shape, cell, v));
      yield* atMostOne(vars);
      if (kind === "extended") yield atLeastOne(vars);
    }
  }
  for (let cell = 0; cell < cells; cell++) {
    const v = grid.cells[cell];
    if (v !== 0) yield `${dimacs(fullVar(shape, cell, v))} 0`;
  }
}

/** The header (comments and the p line), taken from the core's own writer on a formula without clauses. */
function header(grid: Grid, kind: EncodingKind): string {
  // A shape with no cells or houses gives the comments without a single clause.
  const comments = encodeCnf({ shape: { ...grid.shape, cells: 0, houses: [] }, cells: grid.cells }, kind).comments ?? [];
  return formatDimacs({ numVars: grid.shape.cells * grid.shape.size, clauses: [] }, comments).replace(/p cnf (\d+) 0\n$/, `p cnf $1 ${clauseCount(grid, kind)}\n`);
}

/** The encoding as a byte stream of at most CHUNK_CHARS-sized pieces, produced as the client reads. */
export function encodingStream(grid: Grid, kind: EncodingKind): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const lines = clauseLines(grid, kind);
  let started = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      let text = started ? "" : header(grid, kind);
      started = true;
      while (text.length < CHUNK_CHARS) {
        const next = lines.next();
        if (next.done) {
          if (text.length > 0) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += `${next.value}\n`;
      }
      controller.enqueue(encoder.encode(text));
    },
  });
}
