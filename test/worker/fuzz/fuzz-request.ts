/** One request of the fuzz: what is sent, and the budget it asked for (for the time-to-budget ratio). */
export interface FuzzRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  /** Text, or bytes (a compressed formula). */
  body?: string | Uint8Array<ArrayBuffer>;
  /** budget_ms the request asks for, when it asks. */
  budgetMs?: number;
}
