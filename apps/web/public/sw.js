/* global self, caches, Response */
/*
 * The players' site's service worker (decision 063). It keeps the shell (the page, its built code
 * and styles) and the static pictures so the site opens fast and installs, and shows the offline
 * page when there is no network. It never keeps an API answer: balances, bets, deposits and every
 * other call (/wps/, /lgw/, /lotto/, /bo/) always go to the network, untouched. The back office
 * (/backoffice/) is left alone too.
 */
const VERSION = 'v2';
const SHELL = `shell-${VERSION}`;
const STATIC = `static-${VERSION}`;
const OFFLINE = '/offline.html';
const PRECACHE = [OFFLINE, '/offline.js', '/app-icon.svg', '/icons/favicon.svg'];
/** Built files carry a content hash in their names: kept as first fetched. */
const IMMUTABLE = /^\/assets\//;
/** Pictures and other public files: served from the cache, refreshed behind. */
const STATIC_FILES = /^\/(icons|brand|banners|games|vendors|promotions|goods|avatars|vip)\/|^\/app-icon[\w-]*\.(png|svg)$/;
const NEVER = /^\/(wps|lgw|lotto|bo|backoffice)(\/|$)/;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== STATIC).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(page(request));
  } else if (PRECACHE.includes(url.pathname)) {
    // The offline page's own files: the network's when there is one, else the kept copy.
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname).then((hit) => hit ?? Response.error())));
  } else if (IMMUTABLE.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (STATIC_FILES.test(url.pathname)) {
    event.respondWith(staleWhileRevalidate(request));
  }
});

/**
 * A page always comes from the network (it carries the brand and the latest build's file names);
 * without a network the offline page answers, since no page works without the API.
 */
async function page(request) {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(OFFLINE)) ?? Response.error();
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function staleWhileRevalidate(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  const fresh = fetch(request)
    .then(async (response) => {
      if (response.ok) await cache.put(request, response.clone());
      return response;
    })
    .catch(() => hit ?? Response.error());
  return hit ?? fresh;
}
