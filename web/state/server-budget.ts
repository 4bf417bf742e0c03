/**
 * The API's solve budget as the site offers it: the server caps every request at MAX_BUDGET_MS (wrangler.toml
 * [vars]). The page mirrors it so its budget fields cannot offer more than the server grants; the server still
 * validates and caps what it gets, and its answer states the budget it really used.
 */
export const SERVER_MAX_BUDGET_MS = 2000;

/** A typed budget as the field keeps it: a whole number of milliseconds from 1 to the server's maximum. */
export function clampBudgetMs(typed: string): number {
  const value = Math.floor(Number(typed));
  if (!Number.isFinite(value) || value < 1) return 1;
  return Math.min(value, SERVER_MAX_BUDGET_MS);
}
