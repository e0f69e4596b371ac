import { offerFromAnalysis, type BusinessAnalysis, type Offer, type User } from '@leadgen/contracts';

/**
 * Where the rep edits the offer: Account Settings' 'What I sell' tab. The shell keeps Account
 * Settings at ?page=account, so the link works from any tab and after a reload.
 */
export const WHAT_I_SELL_HREF = '?page=account&tab=what-i-sell';

/** The rep's name from the profile the shell hands the remote, so the pitches are signed by the rep. */
export function senderOf(user: Pick<User, 'first_name' | 'last_name'>): { name?: string } {
  const name = [user.first_name, user.last_name]
    .map((s) => s?.trim() ?? '')
    .filter(Boolean)
    .join(' ');
  return name ? { name } : {};
}

/** The offer 'Use as what I sell' stores for this result, signed by the rep when the profile has a name. */
export function offerForResult(analysis: BusinessAnalysis, user: Pick<User, 'first_name' | 'last_name'>): Offer {
  return offerFromAnalysis(analysis, senderOf(user));
}

/** The line shown once the offer is stored. */
export function offerSavedMessage(offer: Pick<Offer, 'product_name'>): string {
  return `Pitches now speak for ${offer.product_name}.`;
}

/** A stored offer as an offer to store again (without when it was stored). */
export function storedAsOffer(stored: (Offer & { updated_at?: string }) | null): Offer | null {
  if (!stored) return null;
  const { updated_at: _at, ...offer } = stored;
  return offer;
}

/** Whether storing `next` would replace an offer for another product, or one the rep wrote differently. */
export function replacesOffer(saved: Offer, next: Offer): boolean {
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (!same(saved.product_name, next.product_name) || !same(saved.company_name, next.company_name)) return true;
  return JSON.stringify(saved.value_points) !== JSON.stringify(next.value_points);
}

/** What the rep is asked before a saved offer is replaced. */
export function replaceQuestion(current: Pick<Offer, 'product_name'>, next: string): string {
  return `What you sell is now ${current.product_name}, with its own points and sender. Replace it with ${next}? You can bring it back afterwards.`;
}
