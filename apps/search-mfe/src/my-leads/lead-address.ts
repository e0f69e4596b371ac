import type { ShownModal } from './my-leads-modals.view.js';

/** The saved lead whose panel is open, or whose panel a pitch or report opened from will return to. */
export function openLeadOf(shown: ShownModal): string | null {
  if (!shown) return null;
  if (shown.kind === 'detail') return shown.item.id;
  if ((shown.kind === 'pitch' || shown.kind === 'diagnostic') && shown.back) return shown.back.id;
  return null;
}

/** The saved lead an address opens (/app/my-leads?lead=<id>), or null. */
export function leadOfAddress(query: string): string | null {
  return new URLSearchParams(query).get('lead') || null;
}
