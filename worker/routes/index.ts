import type { OpenAPIHono } from "@hono/zod-openapi";
import { encodeRoutes } from "./encode";


/** Every route sub-app, mounted at the root by app.ts (each file declares its full /api/... paths). */
export const apiRoutes: OpenAPIHono<{ Bindings: Env }>[] = [encodeRoutes];
