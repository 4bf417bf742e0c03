/** Which API the components talk to: the site's own by default; an embedding (the widget) can provide another. */
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import { api, type Api } from "./client";

export const ApiContext = createContext<Api>(api);

export function useApi(): Api {
  return useContext(ApiContext);
}
