/** The API's enumerations as schemas, shared by the request and response schemas. */
import { z } from "@hono/zod-openapi";
import * as api from "../core/api";

export const Difficulty = z.enum(api.DIFFICULTIES).openapi("Difficulty");
export const Symmetry = z.enum(api.SYMMETRIES).openapi("Symmetry");
export const HintDetail = z.enum(api.HINT_DETAILS).openapi("HintDetail");