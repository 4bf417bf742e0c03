/**
 * Request and response schemas. The same zod objects validate requests (through @hono/zod-openapi) and generate
 * GET /api/openapi.json, so the documentation cannot drift from what the server accepts. Response schemas mirror
 * worker/core/api.ts; the type checks at the bottom fail to compile when the two disagree.
 */
import { z } from "@hono/zod-openapi";
import * as api from "../core/api";

// ── Limits ──────────────────────────────────────────────────────────────────────────────────────────────────

/** Largest DIMACS upload (bytes); the parser gets the same figure, so both guards agree. */
export const MAX_CNF_BYTES = 4 * 1024 * 1024;
export const MAX_CNF_VARS = 200_000;
export const MAX_CNF_CLAUSES = 1_000_000;
export const MAX_CNF_LITERALS = 4_000_000;
/** Largest JSON body for the Sudoku routes (a 25×25 grid with notes is well under this). */
export const MAX_JSON_BYTES = 64 * 1024;
/** Largest puzzle text (a 25×25 grid written with separators). */
export const MAX_PUZZLE_CHARS = 4096;
export const MAX_COUNT = 1000;
/**
 * Longest archive listing in one request. Each day missing from KV is regenerated (about 0.2 s of CPU in workerd
 * per 9×9 puzzle), so a week keeps a cold request near the default budget instead of seconds over it.
 */
export const MAX_ARCHIVE_DAYS = 7;

// ── Shared pieces ───────────────────────────────────────────────────────────────────────────────────────────

const puzzleText = z
  .string()
  .min(1)
  .max(MAX_PUZZLE_CHARS)
  .openapi({
    description: "Grid as one line, row by row: '.' or '0' for empty, 1-9 then A-P above 9 (4×4, 9×9, 16×16, 25×25).",
    example: "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79",
  });

const budgetMs = z.coerce
  .number()
  .int()
  .min(1)
  .optional()
  .openapi({ description: "Work budget in CPU milliseconds (capped by the server's MAX_BUDGET_MS).", example: 500 });

const flag = z.stringbool().optional();
const dateText = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "expected YYYY-MM-DD")
  .openapi({ example: "2026-05-01", description: "A UTC calendar day, YYYY-MM-DD." });

export const Difficulty = z.enum(api.DIFFICULTIES).openapi("Difficulty");
export const Symmetry = z.enum(api.SYMMETRIES).openapi("Symmetry");
export const HintDetail = z.enum(api.HINT_DETAILS).openapi("HintDetail");

// ── Requests ────────────────────────────────────────────────────────────────────────────────────────────────

export const SatQuery = z.object({
  engine: z
    .enum(["cdcl", "dpll-opt", "dpll"])
    .default("cdcl")
    .openapi({ description: "Search engine: cdcl (clause learning, the default), dpll-opt (DPLL with occurrence counters and Jeroslow–Wang branching) or dpll (the plain baseline of the optimisation rate)." }),
  budget_ms: budgetMs,
  format: z
    .enum(["dimacs", "res", "json", "listing", "drat"])
    .optional()
    .openapi({ description: "dimacs: s/v lines (default); res: the .res result file (s 1|0|-1, v model, t ms); json; listing: numbered clauses; drat: on UNSAT, the checked proof itself (cdcl)." }),
  count: z.coerce.number().int().min(1).max(MAX_COUNT).optional().openapi({ description: "Count models up to k." }),
  core: flag.openapi({ description: "On UNSAT, return a small unsatisfiable core (clause numbers and lines)." }),
  proof: flag.openapi({ description: "On UNSAT (cdcl), record a DRAT proof and check it with the built-in RUP checker; in JSON as `proof`, in text as a comment (format=drat returns the proof itself)." }),
  seed: z.coerce.number().int().min(0).max(0xffffffff).optional(),
});

export const SolveQuery = z.object({
  puzzle: puzzleText,
  steps: flag.openapi({ description: "Include the logical solution log." }),
  certificate: flag.openapi({ description: "On a unique puzzle (up to 16×16), add a uniqueness certificate: CNF and DRAT proof." }),
  budget_ms: budgetMs,
});

/** Longest compressed f-puzzles string accepted in a request. */
export const MAX_FPUZZLES_CHARS = 48 * 1024;

export const SolveBody = z
  .object({
    puzzle: puzzleText.optional(),
    fpuzzles: z
      .union([z.record(z.string(), z.unknown()), z.string().min(1).max(MAX_FPUZZLES_CHARS)])
      .optional()
      .openapi({ description: "Instead of puzzle: a variant puzzle as f-puzzles JSON, or its compressed form (an f-puzzles link or its ?load= part)." }),
    steps: z.boolean().optional(),
    certificate: z.boolean().optional(),
    budget_ms: z.number().int().min(1).optional(),
  })
  .refine((body) => (body.puzzle === undefined) !== (body.fpuzzles === undefined), {
    message: "Send either puzzle (a grid) or fpuzzles (a variant puzzle), not both.",
    path: ["puzzle"],
  })
  .openapi("SolveRequest");

export const GenerateQuery = z.object({
  size: z.coerce.number().int().refine((n) => [4, 9, 16, 25].includes(n), "size must be 4, 9, 16 or 25").default(9).openapi({ type: "integer", enum: [4, 9, 16, 25] }),
  difficulty: Difficulty.default("medium"),
  seed: z.string().min(1).max(64).optional().openapi({ description: "Any text; the same seed gives the same puzzle." }),
  symmetry: Symmetry.default("rotational"),
  solution: flag.openapi({ description: "Include the solution." }),
  variant: z.enum(api.VARIANT_KINDS).optional().openapi({ description: "A 9×9 variant instead of a classic puzzle: killer, jigsaw or x (both diagonals). Its difficulty is rated by search effort, not targeted." }),
  givens: flag.openapi({ description: "With variant=killer: cages over about half the grid plus givens (default: cages alone)." }),
  budget_ms: z.coerce.number().int().min(1).optional().openapi({
    type: "integer",
    description: "Work budget for all the digging, in CPU milliseconds (capped by the server; default: the cap). When it runs out the puzzle is still unique but keeps more clues.",
  }),
});

export const GridVerifyBody = z
  .object({
    puzzle: puzzleText.openapi({ description: "The givens." }),
    entries: puzzleText.optional().openapi({ description: "The player's grid (givens may be repeated); '.' where empty." }),
    reveal: z.boolean().optional().openapi({ description: "Show the expected value of wrong entries." }),
    budget_ms: z.number().int().min(1).optional(),
  })
  .openapi("GridVerifyRequest");

export const CnfVerifyBody = z
  .object({
    cnf: z.string().min(1).max(MAX_CNF_BYTES).openapi({ description: "DIMACS CNF text." }),
    model: z
      .union([z.array(z.number().int()), z.string().max(MAX_CNF_BYTES)])
      .openapi({ description: "DIMACS literals (e.g. [1,-2,3]) or the text of v lines." }),
  })
  .openapi("CnfVerifyRequest");

export const VerifyBody = z.union([CnfVerifyBody, GridVerifyBody]).openapi("VerifyRequest");

export const HintBody = z
  .object({
    puzzle: puzzleText.openapi({ description: "The givens." }),
    entries: puzzleText.optional().openapi({ description: "The player's grid; '.' where empty." }),
    notes: z
      .record(z.string().regex(/^r\d+c\d+$/), z.array(z.number().int().min(1).max(25)).max(25))
      .optional()
      .openapi({ description: "Pencil marks by cell, e.g. {\"r1c3\": [1, 2, 4]}; cells without notes use all candidates." }),
    detail: HintDetail.default("technique"),
    reveal: z.boolean().optional().openapi({ description: "Name the right values of wrong entries." }),
    budget_ms: z.number().int().min(1).optional(),
  })
  .openapi("HintRequest");

export const DailyQuery = z.object({
  difficulty: Difficulty.default("medium"),
  from: dateText.optional(),
  to: dateText.optional(),
});
export const DailyParams = z.object({ date: dateText.openapi({ param: { name: "date", in: "path" } }) });
export const DailyDayQuery = z.object({ difficulty: Difficulty.default("medium") });

export const EncodeQuery = z.object({ puzzle: puzzleText });

// ── Responses ───────────────────────────────────────────────────────────────────────────────────────────────

export const ProblemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.number().int(),
    detail: z.string(),
    kind: z.string(),
    line: z.number().int().optional(),
    column: z.number().int().optional(),
    cell: z.string().optional(),
    field: z.string().optional(),
    limit: z.number().optional(),
    unit: z.string().optional(),
    errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  })
  .openapi("Problem");

const SearchStats = z
  .object({
    decisions: z.number(),
    propagations: z.number(),
    conflicts: z.number(),
    work: z.number(),
    budgetWork: z.number(),
    budgetMs: z.number(),
    learnt: z.number().optional(),
    restarts: z.number().optional(),
  })
  .openapi("SearchStats");

const UnknownAdvice = z
  .object({ reason: z.literal("budget"), message: z.string(), command: z.string() })
  .openapi("UnknownAdvice");

const Grade = z
  .object({
    level: Difficulty,
    score: z.number(),
    rating: z.number(),
    hardest: z.string(),
    counts: z.record(z.string(), z.number()),
    solvedByLogic: z.boolean(),
    searchEffort: z.number().optional(),
  })
  .openapi("Grade");

const Placement = z.object({ cell: z.string(), value: z.number().int() });
const Elimination = z.object({ cell: z.string(), values: z.array(z.number().int()) });

const Step = z
  .object({
    technique: z.string(),
    text: z.string(),
    placements: z.array(Placement),
    eliminations: z.array(Elimination),
    houses: z.array(z.string()),
    cells: z.array(z.string()),
  })
  .openapi("Step");

const SudokuStatus = z.enum(["unique", "multiple", "none", "unknown"]);

export const SolveResponse = z
  .object({
    status: SudokuStatus,
    size: z.number().int(),
    puzzle: z.string(),
    solution: z.string().optional(),
    otherSolution: z.string().optional(),
    stats: SearchStats,
    steps: z.array(Step).optional(),
    grade: Grade.optional(),
    certificate: z
      .object({ cnf: z.string(), proof: z.string(), steps: z.number().int(), check: z.enum(["verified", "unknown"]), error: z.string().optional() })
      .optional()
      .openapi({ description: "With certificate=true on a unique puzzle up to 16×16: `drat-trim cnf proof` proves no other solution exists." }),
    unknown: UnknownAdvice.optional(),
    rules: z.array(z.string()).optional(),
    differingCells: z.array(z.string()).optional(),
    conflict: z.object({ members: z.array(z.string()), minimal: z.boolean() }).optional(),
    conflictUnknown: z.string().optional(),
  })
  .openapi("SolveResponse");

export const GenerateResponse = z
  .object({
    puzzle: z.string(),
    size: z.number().int(),
    difficulty: Difficulty,
    symmetry: Symmetry,
    seed: z.string(),
    clues: z.number().int(),
    grade: Grade,
    solution: z.string().optional(),
    variant: z.enum(api.VARIANT_KINDS).optional(),
    fpuzzles: z.record(z.string(), z.unknown()).optional(),
    link: z.string().optional(),
  })
  .openapi("GenerateResponse");

const RuleConflict = z.object({ cell: z.string(), value: z.number().int(), with: z.array(z.string()), house: z.string() });

export const GridVerifyResponse = z
  .object({
    mode: z.literal("grid"),
    size: z.number().int(),
    complete: z.boolean(),
    correct: z.boolean(),
    conflicts: z.array(RuleConflict),
    wrong: z.array(z.object({ cell: z.string(), value: z.number().int(), expected: z.number().int().optional() })),
    solutionStatus: SudokuStatus,
    stats: SearchStats.optional(),
  })
  .openapi("GridVerifyResponse");

export const CnfVerifyResponse = z
  .object({
    mode: z.literal("cnf"),
    satisfied: z.boolean(),
    falsified: z.object({ clause: z.number().int(), line: z.number().int(), literals: z.array(z.number().int()) }).optional(),
    unassigned: z.array(z.number().int()).optional(),
  })
  .openapi("CnfVerifyResponse");

export const VerifyResponse = z.union([GridVerifyResponse, CnfVerifyResponse]).openapi("VerifyResponse");

export const HintResponse = z
  .object({
    kind: z.enum(["wrong-entry", "step", "search", "solved", "invalid", "unknown"]),
    detail: HintDetail,
    text: z.string(),
    technique: z.string().optional(),
    houses: z.array(z.string()).optional(),
    cells: z.array(z.string()).optional(),
    placements: z.array(Placement).optional(),
    eliminations: z.array(Elimination).optional(),
    unknown: UnknownAdvice.optional(),
  })
  .openapi("HintResponse");

export const DailyResponse = z
  .object({
    date: z.string(),
    difficulty: Difficulty,
    size: z.number().int(),
    puzzle: z.string(),
    grade: Grade,
    seed: z.string(),
    recipe: z.number().int().min(0),
    source: z.enum(["store", "generated"]),
  })
  .openapi("DailyResponse");

export const DailyArchiveResponse = z
  .object({ from: z.string(), to: z.string(), difficulty: Difficulty, days: z.array(DailyResponse) })
  .openapi("DailyArchiveResponse");

export const SatResponse = z
  .object({
    status: z.enum(["SAT", "UNSAT", "UNKNOWN"]),
    engine: z.enum(["cdcl", "dpll-opt", "dpll"]),
    numVars: z.number().int(),
    numClauses: z.number().int(),
    model: z.array(z.number().int()).optional(),
    verified: z.boolean().optional(),
    stats: SearchStats,
    warnings: z.array(z.string()),
    count: z.object({ models: z.number().int(), complete: z.boolean(), limit: z.number().int() }).optional(),
    core: z.array(z.object({ clause: z.number().int(), line: z.number().int() })).optional(),
    coreUnknown: z.string().optional(),
    listing: z.string().optional(),
    proof: z
      .object({ format: z.literal("drat"), steps: z.number().int(), check: z.enum(["verified", "unknown"]), text: z.string() })
      .optional()
      .openapi({ description: "With proof=true on UNSAT: the refutation as DRAT text (drat-trim reads it) and the built-in checker's verdict." }),
    unknown: UnknownAdvice.optional(),
  })
  .openapi("SatResponse");

/** Standard error responses for a route's OpenAPI entry. */
export function problemResponses(...statuses: number[]): Record<number, { description: string; content: { "application/problem+json": { schema: typeof ProblemSchema } } }> {
  const out: Record<number, { description: string; content: { "application/problem+json": { schema: typeof ProblemSchema } } }> = {};
  for (const status of statuses) {
    out[status] = { description: `Problem details (${status})`, content: { "application/problem+json": { schema: ProblemSchema } } };
  }
  return out;
}

// ── Drift guards: each schema's type and the shared api.ts type must be mutually assignable ─────────────────

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<z.infer<typeof SolveResponse>, api.SolveResponse>,
  Same<z.infer<typeof GenerateResponse>, api.GenerateResponse>,
  Same<z.infer<typeof VerifyResponse>, api.VerifyResponse>,
  Same<z.infer<typeof HintResponse>, api.HintResponse>,
  Same<z.infer<typeof DailyResponse>, api.DailyResponse>,
  Same<z.infer<typeof DailyArchiveResponse>, api.DailyArchiveResponse>,
  Same<z.infer<typeof SatResponse>, api.SatResponse>,
  Same<z.infer<typeof ProblemSchema>, api.Problem>,
] = [true, true, true, true, true, true, true, true];
void sameShapes;
