import type { OpenAPIHono } from "@hono/zod-openapi";
import { dailyRoutes } from "./daily";
import { daily16Routes } from "./daily-16";
import { dailyKillerRoutes } from "./daily-killer";
import { encodeRoutes } from "./encode";
import { generateRoutes } from "./generate";
import { healthRoutes } from "./health";
import { hintRoutes } from "./hint";
import { practiceRoutes } from "./practice";
import { problemRoutes } from "./problems";
import { satRoutes } from "./sat";
import { solveRoutes } from "./solve";
import { verifyRoutes } from "./verify";

/**
 * Every route sub-app, mounted at the root by app.ts (each file declares its full /api/... paths). The daily killer
 * and 16x16 come before the daily days, so /api/daily/killer and /api/daily/16 are today's rather than malformed dates.
 */
export const apiRoutes: OpenAPIHono<{ Bindings: Env }>[] = [healthRoutes, satRoutes, solveRoutes, generateRoutes, practiceRoutes, verifyRoutes, hintRoutes, dailyKillerRoutes, daily16Routes, dailyRoutes, encodeRoutes, problemRoutes];
