import { formatCount } from '@leadgen/ui';

/** '26-50 of 80'; '0 leads' when empty. */
export function pageSummary(page: number, pageSize: number, total: number): string {
  if (total <= 0) return '0 leads';
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(total, page * pageSize);
  return `${first}-${last} of ${formatCount(total)}`;
}

export function pageCount(pageSize: number, total: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}
