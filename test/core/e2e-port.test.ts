import { createServer, type Server } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { chooseE2ePort, portIsFree } from "../e2e/server-port";

const held: Server[] = [];

/** Holds a port on 127.0.0.1 (as `npm start` or another checkout's wrangler would) until the test ends. */
async function holdPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  held.push(server);
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** A port that was free a moment ago. */
async function freedPort(): Promise<number> {
  const port = await holdPort();
  await new Promise((resolve) => held.pop()!.close(resolve));
  return port;
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe("the browser tests' port (test/e2e/server-port.ts)", () => {
  it("takes the preferred port when nothing is given and it is free", async () => {
    const port = await freedPort();
    expect(portIsFree(port)).toBe(true);
    expect(chooseE2ePort(undefined, port)).toBe(port);
    expect(chooseE2ePort("  ", port)).toBe(port);
  });

  it("picks another, free port when nothing is given and the preferred one is taken", async () => {
    const busy = await holdPort();
    expect(portIsFree(busy)).toBe(false);
    const chosen = chooseE2ePort(undefined, busy);
    expect(chosen).not.toBe(busy);
    expect(chosen).toBeGreaterThan(0);
    expect(portIsFree(chosen)).toBe(true);
  });

  it("uses a given free port", async () => {
    const port = await freedPort();
    expect(chooseE2ePort(String(port))).toBe(port);
  });

  it("refuses a given port that is taken, naming it and what to do", async () => {
    const busy = await holdPort();
    expect(() => chooseE2ePort(String(busy))).toThrow(`E2E_PORT=${busy} is in use (EADDRINUSE on 127.0.0.1:${busy})`);
    expect(() => chooseE2ePort(String(busy))).toThrow("leave E2E_PORT unset to pick a free port");
  });

  it("refuses a given value that is not a port", () => {
    for (const bad of ["abc", "0", "70000", "80.5", "-1", "8788x"]) {
      expect(() => chooseE2ePort(bad), bad).toThrow(`E2E_PORT must be a port number from 1 to 65535, not "${bad}"`);
    }
  });
});
