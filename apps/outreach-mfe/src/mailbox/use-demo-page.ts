import type { ApiClient } from '@leadgen/contracts';
import { useQuery } from '@tanstack/react-query';

/** The demo's mailbox page, where the demo mailbox's emails arrive (demo mode only). */
export function useDemoPage(api: ApiClient): string | null {
  const config = useQuery({ queryKey: ['config'], queryFn: () => api.call('config'), staleTime: Infinity });
  return config.data?.demo_mode ? config.data.mailbox_url : null;
}
