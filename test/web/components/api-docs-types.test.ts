import { describe, expect, it } from "vitest";
import { bodyFields, typeWords, type OpenApiComponents } from "../../../web/pages/api-schema";

const DOC: OpenApiComponents = {
  components: {
    schemas: {
      Difficulty: { type: "string", enum: ["easy", "hard"] },
      Ask: { type: "object", required: ["puzzle"], properties: { puzzle: { type: "string", description: "The givens." }, level: { $ref: "#/components/schemas/Difficulty", default: "easy" }, count: { type: "integer", minimum: 2, maximum: 100 } } },
      Cnf: { type: "object", properties: { cnf: { type: "string" }, model: { type: "array", items: { type: "integer" } } } },
      Either: { anyOf: [{ $ref: "#/components/schemas/Ask" }, { $ref: "#/components/schemas/Cnf" }] },
    },
  },
};

describe("the API reference's type column", () => {
  it("reads an OpenAPI 3.1 type list as words, an enum as its values, and names a default", () => {
    expect(typeWords({ type: ["integer", "null"] })).toBe("integer or null");
    expect(typeWords({ type: "string", enum: ["cdcl", "dpll-opt", "dpll"], default: "cdcl" })).toBe("cdcl | dpll-opt | dpll (default cdcl)");
    expect(typeWords({ $ref: "#/components/schemas/Difficulty" })).toBe("Difficulty");
    expect(typeWords(undefined)).toBe("");
  });

  it("follows a reference to its values, and words ranges, arrays and alternatives", () => {
    expect(typeWords({ $ref: "#/components/schemas/Difficulty" }, DOC)).toBe("easy | hard");
    expect(typeWords({ type: "integer", minimum: 2, maximum: 100 }, DOC)).toBe("integer (2 to 100)");
    expect(typeWords({ type: "array", items: { type: "integer" } }, DOC)).toBe("array of integer");
    expect(typeWords({ anyOf: [{ type: "object" }, { type: "string" }] }, DOC)).toBe("object or string");
  });
});

describe("the API reference's body tables", () => {
  it("lists a body's fields with what is required, and one list for each form a body may take", () => {
    expect(bodyFields({ $ref: "#/components/schemas/Ask" }, DOC)).toEqual([
      [
        { name: "puzzle", required: true, type: "string", description: "The givens." },
        { name: "level", required: false, type: "easy | hard (default easy)", description: "" },
        { name: "count", required: false, type: "integer (2 to 100)", description: "" },
      ],
    ]);
    const forms = bodyFields({ $ref: "#/components/schemas/Either" }, DOC);
    expect(forms.map((fields) => fields.map((f) => f.name))).toEqual([["puzzle", "level", "count"], ["cnf", "model"]]);
    expect(bodyFields({ type: "string" }, DOC)).toEqual([]);
  });
});
