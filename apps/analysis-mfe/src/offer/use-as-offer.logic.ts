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
