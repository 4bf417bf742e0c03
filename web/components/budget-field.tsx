/** The "Budget (ms)" field for server solves, bounded by the API's maximum. */
import type { Signal } from "@preact/signals";
import { SERVER_MAX_BUDGET_MS, clampBudgetMs } from "../state/server-budget";

export function BudgetField({ budget }: { budget: Signal<number> }) {
  return (
    <span class="budget-field">
      <label>
        Budget (ms){" "}
        <input
          type="number"
          min={1}
          max={SERVER_MAX_BUDGET_MS}
          value={budget.value}
          aria-describedby="budget-help"
          onChange={(e) => {
            budget.value = clampBudgetMs(e.currentTarget.value);
            e.currentTarget.value = String(budget.value);
          }}
        />
      </label>
      <span id="budget-help" class="stats-line">The server's work per check, up to {SERVER_MAX_BUDGET_MS.toLocaleString("en-US")} ms.</span>
    </span>
  );
}
