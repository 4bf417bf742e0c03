// Service worker: makes the whole site usable offline after the first visit. The build prepends VERSION (a hash of
// the build's file names, which are content hashes, and of this file) and PRECACHE (every file the build wrote under
// /assets/, the pages loaded on demand included): see serviceWorker() in web/vite.config.ts. A new build is a new sw.js, so the browser
// installs it, which saves the new files and drops the old cache.
//
// Pages fall back to the saved shell, hashed files are cache-first (their names change with their content), and
// daily puzzles are network-first with the last answer kept. Every other API call goes to the network only: a
// solver answer must never come from a stale cache.
/* global VERSION, PRECACHE */
const CACHE = `sat-sudoku-${VERSION}`;
const SHELL = ["/", "/embed", "/manifest.webmanifest", "/icon.svg"];

async function precache() {
  const cache = await caches.open(CACHE);
  await cache.addAll([...SHELL.map((url) => new Request(url, { cache: "no-cache" })), ...PRECACHE]);
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request, fallbackKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(fallbackKey ?? request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(fallbackKey ?? request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== self.location.origin) return;
  if (url.pathname.startsWith("/api/daily")) event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith("/api/")) return;
  // /embed is its own page (the framed widget): keeping it under "/" would replace the site's offline shell.
  else if (request.mode === "navigate") event.respondWith(networkFirst(request, url.pathname === "/embed" ? "/embed" : "/"));
  else if (url.pathname.startsWith("/assets/") || url.pathname === "/icon.svg" || url.pathname === "/manifest.webmanifest") {
    event.respondWith(cacheFirst(request));
  }
});
