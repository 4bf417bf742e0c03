import { describe, expect, it } from "vitest";
import { typeWords } from "../../../web/pages/api-docs";

describe("the API reference's type column", () => {
  it("reads an OpenAPI 3.1 type list as words, an enum as its values, and names a default", () => {
    expect(typeWords({ type: ["integer", "null"] })).toBe("integer or null");
    expect(typeWords({ type: "string", enum: ["cdcl", "dpll-opt", "dpll"], default: "cdcl" })).toBe("cdcl | dpll-opt | dpll (default cdcl)");
    expect(typeWords({ $ref: "#/components/schemas/Difficulty" })).toBe("Difficulty");
    expect(typeWords(undefined)).toBe("");
  });
});
