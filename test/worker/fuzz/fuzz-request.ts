/** One request of the fuzz: what is sent, and the budget it asked for (for the time-to-budget ratio). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** budget_ms the request asks for, when it asks. */
  budgetMs?: number;
}
