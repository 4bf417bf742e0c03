import { describe, expect, it } from "vitest";
import { repeatedKey } from "../../../worker/http/json-keys";

describe("repeatedKey", () => {
  it("finds a key an object names twice, with the path to it and the second one's place", () => {
    expect(repeatedKey('{"a":1,"b":2,"a":3}')).toEqual({ path: ["a"], line: 1, column: 14 });
    expect(repeatedKey('{"x":[{"k":1},\n{"k":2,"k":3}]}')).toEqual({ path: ["x", 1, "k"], line: 2, column: 8 });
    expect(repeatedKey('{"o":{"p":{"q":1,"q":2}}}')).toEqual({ path: ["o", "p", "q"], line: 1, column: 18 });
  });

  it("compares keys as JSON reads them: an escape spells the same key", () => {
    expect(repeatedKey('{"steps":true,"st\\u0065ps":false}')?.path).toEqual(["steps"]);
  });

  it("lets the same key stand in sibling objects and values that merely look like keys", () => {
    expect(repeatedKey('[{"a":1},{"a":2}]')).toBeUndefined();
    expect(repeatedKey('{"a":{"a":1},"b":"a"}')).toBeUndefined();
    expect(repeatedKey('{"a":"{\\"a\\":1,\\"a\\":2}","b":["a","a"]}')).toBeUndefined();
    expect(repeatedKey('{"a,":1,"a":2,"[":3,"{":4}')).toBeUndefined();
  });

  it("leaves text that is not JSON to the parser", () => {
    expect(repeatedKey('{"a":1,"a')).toBeUndefined();
    expect(repeatedKey("")).toBeUndefined();
  });
});
