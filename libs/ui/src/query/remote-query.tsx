import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';

/**
 * The server-state cache of one remote. A call that failed has already been answered with the
 * product's message (the gateway's envelope), so it is shown, not retried behind the rep's back;
 * a tab coming back into focus does not call again (a search or a checklist costs usage).
 */
export function createRemoteQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * One QueryClient for a whole remote, created when the remote's root mounts and gone with it: a
 * remote owns its cache (no key of one area meets another's), and a rep who signs out and back in
 * starts from an empty one. The library itself is one copy, shared through Module Federation.
 * Imported as `@leadgen/ui/query`, so it is built into each remote rather than taken from the
 * shell's UI kit: a remote under an older shell still has it.
 */
export function RemoteQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createRemoteQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
