import { REMOTES, type RemoteName, type RemoteProps } from '@leadgen/contracts';
import type { ComponentType } from 'react';
import { parseRemotesManifest, type RemoteUrls } from './remotes.manifest.js';

export type RemoteApp = ComponentType<RemoteProps>;

/** A remote whose host never answers would otherwise leave its tab spinning forever. */
const LOAD_TIMEOUT_MS = 15_000;

let manifest: Promise<RemoteUrls> | null = null;
const loaded = new Map<RemoteName, RemoteApp>();
const inFlight = new Map<RemoteName, Promise<RemoteApp>>();
const registered = new Set<RemoteName>();

let host: Promise<typeof import('./federation.host.js')> | null = null;

/** The federation runtime arrives with the first remote a rep opens, in a chunk of its own. */
function federationHost(): Promise<typeof import('./federation.host.js')> {
  host ??= import(/* webpackChunkName: "federation" */ './federation.host.js').catch((err: unknown) => {
    host = null; // a later retry loads it again
    throw err;
  });
  return host;
}

/** remotes.json is read at run time so each team can redeploy its remote without rebuilding the shell. */
function remoteUrls(): Promise<RemoteUrls> {
  manifest ??= (async () => {
    const res = await fetch('/remotes.json', { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!res.ok) throw new Error(`remotes.json answered HTTP ${res.status}`);
    return parseRemotesManifest(await res.json(), window.location.href);
  })().catch((err: unknown) => {
    manifest = null; // a later retry fetches it again
    throw err;
  });
  return manifest;
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function load(name: RemoteName): Promise<RemoteApp> {
  const [{ federation }, urls] = await Promise.all([federationHost(), remoteUrls()]);
  const entry = urls[name];
  if (!entry) throw new Error(`remotes.json has no usable address for ${name}`);
  // force drops what the runtime cached from an earlier failed attempt.
  federation.registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.add(name);
  const exposed = REMOTES[name].expose.replace(/^\.\//, '');
  const mod = await withTimeout(
    federation.loadRemote<{ default?: unknown }>(`${name}/${exposed}`),
    LOAD_TIMEOUT_MS,
    `${name} did not answer within ${LOAD_TIMEOUT_MS / 1000} seconds`,
  );
  if (!mod || typeof mod.default !== 'function')
    throw new Error(`${name} did not expose a component as ${REMOTES[name].expose}`);
  return mod.default as RemoteApp;
}

/**
 * The remotes remotes.json lists on this page load. The shell shows an optional remote's tab
 * (Outreach) only when it is here; a manifest that cannot be read lists none.
 */
export function listedRemotes(): Promise<ReadonlySet<RemoteName>> {
  return remoteUrls().then(
    (urls) => new Set(Object.keys(urls) as RemoteName[]),
    () => new Set<RemoteName>(),
  );
}

/** The component a remote exposes, if it has already loaded (lets a revisited tab render at once). */
export function loadedRemote(name: RemoteName): RemoteApp | undefined {
  return loaded.get(name);
}

/**
 * Starts loading a remote before its tab first renders. A failure is not lost: the tab asking for
 * the remote while it loads gets the same failure, and one asking later tries again.
 */
export function preloadRemoteApp(name: RemoteName): void {
  loadRemoteApp(name).catch(() => undefined);
}

/** Loads a remote's App once; with fresh: true it is fetched again (Retry after a failure). */
export function loadRemoteApp(name: RemoteName, { fresh = false } = {}): Promise<RemoteApp> {
  const pending = inFlight.get(name);
  if (pending) return pending;
  const ready = loaded.get(name);
  if (ready && !fresh) return Promise.resolve(ready);
  const promise = load(name)
    .then((app) => {
      loaded.set(name, app);
      return app;
    })
    .finally(() => inFlight.delete(name));
  inFlight.set(name, promise);
  return promise;
}
