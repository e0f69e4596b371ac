/* Contacts' social networks, without schemas: the browser shows their names, the simulator writes them on its sites. */

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
