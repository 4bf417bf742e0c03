/**
 * Turning a benchmark's time cap into a work budget with the measured per-engine rates (worker/core/calibration.ts,
 * the one owner of those figures): a capped run then stops near the cap's time, as a request does.
 */
import { budgetFromMs } from "../../worker/core/budget";

export const cdclWorkCap = (capMs: number): number => budgetFromMs(capMs, "cdcl").work ?? 0;
export const dpllWorkCap = (capMs: number): number => budgetFromMs(capMs, "dpll").work ?? 0;
