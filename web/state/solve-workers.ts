/**
 * The solving workers. Vite sees each `new Worker(new URL(…), { type: "module" })` and bundles the file as its own
 * chunk, fetched the first time a page starts one; the pages themselves never carry a solver.
 */
import type { SatResponse, SolveResponse } from "../../worker/core/api";
import type { SolveWorker } from "./local-solve";

export const spawnSudokuWorker = (): SolveWorker<SolveResponse> =>
  new Worker(new URL("../workers/sudoku-solve.worker.ts", import.meta.url), { type: "module", name: "sudoku-solve" }) as unknown as SolveWorker<SolveResponse>;

export const spawnSatWorker = (): SolveWorker<SatResponse> =>
  new Worker(new URL("../workers/sat-solve.worker.ts", import.meta.url), { type: "module", name: "sat-solve" }) as unknown as SolveWorker<SatResponse>;
