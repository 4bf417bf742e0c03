/**
 * Turning a benchmark's time cap into a work budget. The engines count work, not time (the core has no clock),
 * so a cap is given as work units near the top of what each engine reaches once warm and bundled on the project
 * machine (cdcl 50k-70k units per CPU ms, the DPLLs 40k-170k; test/bench/RESULTS.md): a budget then seldom
 * stops a run much before the cap's time has passed, and a run that passes the cap counts as capped either way.
 * The service's own conversion (budgetFromMs) is deliberately lower, so that a request stops early, never late.
 */
const CDCL_UNITS_PER_MS = 60_000;
const DPLL_UNITS_PER_MS = 70_000;

export const cdclWorkCap = (capMs: number): number => Math.round(capMs * CDCL_UNITS_PER_MS);
export const dpllWorkCap = (capMs: number): number => Math.round(capMs * DPLL_UNITS_PER_MS);
