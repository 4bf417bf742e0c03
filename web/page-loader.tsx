/**
 * Pages loaded on demand. A page's file can fail to arrive: offline before the service worker saved it, or after a
 * deploy replaced the files this tab's shell names. Then the route shows why and a retry, never a blank page; the
 * retry reloads the document, which fetches the current shell and its current files.
 */
import type { ComponentType } from "preact";
import { lazy } from "preact-iso";

export function PageLoadFailed() {
  const offline = typeof navigator !== "undefined" && navigator.onLine === false;
  return (
    <main id="main" class="page">
      <h1>This page could not be loaded</h1>
      <p role="alert">
        {offline
          ? "You are offline, and this page was not saved on this device yet. Connect to the network and retry."
          : "Part of the site did not arrive. The network may have dropped, or the site was updated since this tab opened."}
      </p>
      <button type="button" class="primary" onClick={() => location.reload()}>Retry</button>
    </main>
  );
}

/** Like preact-iso's lazy(), but a failed import renders PageLoadFailed instead of suspending forever. */
export function lazyPage<P>(load: () => Promise<ComponentType<P>>) {
  return lazy(() => load().catch((): ComponentType<P> => PageLoadFailed as ComponentType<P>));
}
