/**
 * The port the browser tests start `wrangler dev` on (playwright.config.ts). E2E_PORT names one; without it the
 * tests take 8788 when it is free and any free port when it is not, so `npm test` runs beside `npm start` (8787),
 * another checkout's tests, or anything else on 8788. A given port that is taken is an error that says so: without
 * the check, wrangler cannot bind it and the run waits for a server that never comes.
 *
 * Playwright loads its config in a synchronous step, so the probes run in a short child process.
 */
import { execFileSync } from "node:child_process";

export const DEFAULT_E2E_PORT = 8788;

/** Binds 127.0.0.1:<port> (0: any free port) as wrangler would, then lets go; prints the port or the error code. */
const PROBE = `
const server = require("node:net").createServer();
server.once("error", (e) => process.stdout.write("busy " + (e.code || e.message)));
server.listen(Number(process.argv[1]), "127.0.0.1", () => {
  process.stdout.write("free " + server.address().port);
  server.close();
});`;

function probe(port: number): { free: boolean; port: number; code: string } {
  const [verdict, detail] = execFileSync(process.execPath, ["-e", PROBE, String(port)], { encoding: "utf8" }).split(" ");
  return verdict === "free" ? { free: true, port: Number(detail), code: "" } : { free: false, port, code: detail };
}

/** True when nothing holds 127.0.0.1:<port>. */
export function portIsFree(port: number): boolean {
  return probe(port).free;
}

/**
 * The port for this run: `given` (the E2E_PORT text) if it is a valid port and free, else an error naming it;
 * with nothing given, `preferred` if free, else one the system reports free.
 */
export function chooseE2ePort(given: string | undefined, preferred = DEFAULT_E2E_PORT): number {
  if (given === undefined || given.trim() === "") {
    if (portIsFree(preferred)) return preferred;
    return probe(0).port;
  }
  const port = Number(given);
  if (!/^\d+$/.test(given.trim()) || port < 1 || port > 65535) {
    throw new Error(`E2E_PORT must be a port number from 1 to 65535, not "${given}"; leave it unset to pick a free port.`);
  }
  const seen = probe(port);
  if (!seen.free) {
    throw new Error(
      `E2E_PORT=${port} is in use (${seen.code} on 127.0.0.1:${port}), so wrangler dev cannot start the Worker there. ` +
        `Stop what listens on it (\`ss -ltnp | grep :${port}\`), choose another E2E_PORT, or leave E2E_PORT unset to pick a free port.`,
    );
  }
  return port;
}
