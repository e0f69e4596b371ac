import { REMOTES, type RemoteName } from '@leadgen/contracts';

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export type RemoteUrls = Partial<Record<RemoteName, string>>;

export class RemotesManifestError extends Error {
  override name = 'RemotesManifestError';
}

/**
 * Reads remotes.json. URLs may be relative to the page; they come back absolute.
 * An entry that is missing or unusable is left out so the other remotes still load.
 */
export function parseRemotesManifest(json: unknown, baseUrl: string): RemoteUrls {
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    throw new RemotesManifestError('remotes.json is not an object of remote names to manifest URLs');
  }
  const urls: RemoteUrls = {};
  for (const name of REMOTE_NAMES) {
    const value = (json as Record<string, unknown>)[name];
    if (typeof value !== 'string' || !value.trim()) continue;
    try {
      const url = new URL(value.trim(), baseUrl);
      if (url.protocol === 'http:' || url.protocol === 'https:') urls[name] = url.href;
    } catch {
      // Unparseable: treated like a missing entry.
    }
  }
  return urls;
}
