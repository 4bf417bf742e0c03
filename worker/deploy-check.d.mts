/** Types for deploy-check.mjs, so tests can import its pure parts. */
export interface BundleSize {
  raw: number;
  gzip: number;
}
export declare const PLAN_LIMITS: { free: number; paid: number };
export declare function judgeBundle(size: BundleSize, plan: "free" | "paid"): { ok: boolean; share: number; lines: string[] };
export declare function measureOutdir(dir: string): BundleSize;
