import { SUPPRESSION_REASON_LABELS } from '@leadgen/contracts';

/**
 * Why an address is on the list, in words. The words come from the shell's contracts (one copy
 * for every remote); a shell built before a reason existed lacks its words, so the newest one is
 * also said here, and any other the server names is shown as it is.
 */
export function suppressionReason(reason: string): string {
  const labels: Record<string, string | undefined> = SUPPRESSION_REASON_LABELS ?? {};
  return labels[reason] ?? (reason === 'opted_out' ? 'Asked not to be emailed' : reason);
}
