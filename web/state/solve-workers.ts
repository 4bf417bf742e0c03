/**
 * The solving and generating workers. Vite sees each `new Worker(new URL(…), { type: "module" })` and bundles the file as its own
 * chunk, fetched the first time a page starts one; the pages themselves never carry a solver.
 */
import type { SolveResponse } from "../../worker/core/api";
import type { BrowserCertificate } from "./local-certificate";
import type { GenerateWorker } from "./local-generate";
import type { SolveWorker } from "./local-solve";
import type { BrowserSatAnswer } from "./local-sat";

export const spawnSudokuWorker = (): SolveWorker<SolveResponse> =>
  new Worker(new URL("../workers/sudoku-solve.worker.ts", import.meta.url), { type: "module", name: "sudoku-solve" }) as unknown as SolveWorker<SolveResponse>;

/** The Sudoku worker again, for a uniqueness certificate (its requests carry the solution to certify). */
export const spawnCertificateWorker = (): SolveWorker<BrowserCertificate> =>
  new Worker(new URL("../workers/sudoku-solve.worker.ts", import.meta.url), { type: "module", name: "sudoku-certificate" }) as unknown as SolveWorker<BrowserCertificate>;

export const spawnSatWorker = (): SolveWorker<BrowserSatAnswer> =>
  new Worker(new URL("../workers/sat-solve.worker.ts", import.meta.url), { type: "module", name: "sat-solve" }) as unknown as SolveWorker<BrowserSatAnswer>;

/** The generating worker, for a level the site makes in this browser (offered-levels.ts, BROWSER_MADE). */
export const spawnGenerateWorker = (): GenerateWorker =>
  new Worker(new URL("../workers/sudoku-generate.worker.ts", import.meta.url), { type: "module", name: "sudoku-generate" }) as unknown as GenerateWorker;
