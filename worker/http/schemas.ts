/**
 * Request and response schemas (request-schemas.ts, response-schemas.ts), one import for the routes. The same zod
 * objects validate requests and generate GET /api/openapi.json.
 */
export { Difficulty, HintDetail, Symmetry } from "./schema-enums";
export * from "./request-schemas";
export * from "./response-schemas";
/** Kept for importers that predate limits.ts; limits.ts owns the figure. */
export { MAX_ARCHIVE_DAYS } from "./limits";
