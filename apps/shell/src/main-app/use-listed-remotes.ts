import type { RemoteName } from '@leadgen/contracts';
import { useEffect, useState } from 'react';
import { listedRemotes } from '../remotes/remote.loader.js';

/**
 * The remotes remotes.json lists on this page load (read once, with the first remote): null while
 * it is being read, none when it cannot be. Optional areas (Outreach) show, and count, only when listed.
 */
export function useListedRemotes(): ReadonlySet<RemoteName> | null {
  const [listed, setListed] = useState<ReadonlySet<RemoteName> | null>(null);
  useEffect(() => {
    let live = true;
    void listedRemotes().then((names) => live && setListed(names));
    return () => {
      live = false;
    };
  }, []);
  return listed;
}
