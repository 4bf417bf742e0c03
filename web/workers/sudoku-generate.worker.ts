/**
 * The generating worker: one puzzle at a level the API's budget cannot reach, made off the page's thread. Vite
 * bundles this file as its own chunk, fetched only when someone asks for such a level.
 */
import { generateHere } from "../state/generate-here";
import type { LocalGenerateReply, LocalGenerateRequest } from "../state/local-generate";
import type { WorkerScope } from "./scope";

const scope = self as unknown as WorkerScope;
scope.onmessage = (event: MessageEvent<LocalGenerateRequest>) => {
  const reply: LocalGenerateReply = generateHere(event.data, () => performance.now());
  scope.postMessage(reply);
};
