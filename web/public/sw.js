// Service worker: makes the site playable offline once loaded. Pages fall back to the cached shell, hashed assets
// are cache-first (their names change with their content), and daily puzzles are network-first with the last
// answer kept. Every other API call goes to the network only: a solver answer must never come from a stale cache.
const CACHE = "sat-sudoku-v1";

async function precache() {
  const cache = await caches.open(CACHE);
  const shell = await fetch("/", { cache: "no-cache" });
  const html = await shell.clone().text();
  await cache.put("/", shell);
  // The shell names its hashed scripts and styles; take them (and the lazy chunks they list) now.
  const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await cache.addAll([...new Set([...assets, "/manifest.webmanifest", "/icon.svg"])]);
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
  else if (url.pathname.startsWith("/assets/") || url.pathname === "/icon.svg") event.respondWith(cacheFirst(request));
});
