/**
 * Public surface of the SAT core: parse, solve, count models, extract an UNSAT core, check answers, and format
 * them. Every module outside worker/core/sat imports from here, not from the engines.
 */
export { decodeText, hasUtf16Mark } from "./text-bytes";
export { parseDimacs, byteOrderMarkLength, DEFAULT_DIMACS_LIMITS, type DimacsError, type DimacsLimits, type DimacsWarning, type ParsedCnf } from "./dimacs";
export { formatClauseListing, formatDimacs } from "./dimacs-format";
export { collectInflated, compressionOf, unpackCommand, unreadCompression, type Compression, type Inflated, type InflaterReader } from "./compressed-input";
export { CnfBuilder } from "./cnf-builder";
export { verifyModel, type ModelCheck } from "./check-model";
export { checkProof } from "./check-proof";
export { PROOF_ADD, PROOF_DELETE, proofSteps, type ProofCheck } from "./proof";
export { describePreprocessing, describeProofCheck, formatCompetition, formatDrat, formatRes, formatValueLines, modelToDimacs, resultToJson, EXIT_CODE, type SolveJson } from "./output";
export { addStats, emptyStats, ENGINES, mkLit, toDimacs } from "./types";
export type { Cnf, Engine, Lit, Model, PreprocessingReport, Progress, SolveResult, SolveStats, SatStatus, Var } from "./types";
export { CdclSolver, type CdclOptions, type CdclTunables } from "./cdcl";
export { WatchPlanner } from "./watch-plan";
export { loadedSolver, type LoadedSolver } from "./load";
export { solve, type SolveOptions } from "./solve";
export { throttledProgress } from "./progress";
export { countModels, literalCount, modelOverhead, type CountOptions, type ModelCount } from "./count-models";
export { unsatCore, type CoreOptions, type CoreResult } from "./unsat-core";
export { IntVec } from "./int-vec";
export { implyLazily, THEORY_CONFLICT, THEORY_FIXPOINT, THEORY_IMPLIED, type TheoryContext, type TheoryPropagator } from "./theory";
