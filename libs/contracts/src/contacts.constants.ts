/* Contacts' social networks and opt-outs, without schemas: the browser shows their names, the simulator writes them on its sites. */
import type { SuppressionReason } from './outreach.constants.js';

export const CONTACT_SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'tiktok',
  'youtube',
  'linkedin',
  'yelp',
  'tripadvisor',
] as const;
export type ContactSocialNetwork = (typeof CONTACT_SOCIAL_NETWORKS)[number];

/** Each network as it writes its own name. */
export const CONTACT_SOCIAL_NETWORK_LABELS: Record<ContactSocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  x: 'X',
  tiktok: 'TikTok',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  yelp: 'Yelp',
  tripadvisor: 'Tripadvisor',
};

/**
 * Why a kept contact's address may not be emailed (it is on the rep's suppression list), as the
 * contacts panel's badge and the My Leads CSV say it.
 */
export const CONTACT_OPT_OUT_LABELS: Record<SuppressionReason, string> = {
  unsubscribed: 'Unsubscribed',
  bounced: 'Bounced',
  opted_out: 'Asked not to be emailed',
  manual: 'On your suppression list',
};
