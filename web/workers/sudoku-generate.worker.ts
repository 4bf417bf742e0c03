/**
 * The generating worker: one puzzle at a level the API's budget cannot reach, made off the page's thread. Vite
 * bundles this file as its own chunk, fetched only when someone asks for such a level.
 */
import { generateHere } from "../state/generate-here";
import type { LocalGenerateMessage, LocalGenerateRequest } from "../state/local-generate";
import type { WorkerScope } from "./scope";

const scope = self as unknown as WorkerScope;
scope.onmessage = (event: MessageEvent<LocalGenerateRequest>) => {
  const post = (message: LocalGenerateMessage) => scope.postMessage(message);
  post(generateHere(event.data, () => performance.now(), (progress) => post({ progress })));
};
