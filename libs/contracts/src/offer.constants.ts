/* What I sell's categories, without schemas: the browser loads them (Account Settings' select). */

export const OFFER_CATEGORIES = [
  'pos',
  'online_ordering',
  'reservations',
  'marketing',
  'loyalty',
  'delivery',
  'payroll_scheduling',
  'website',
  'other',
] as const;
export type OfferCategory = (typeof OFFER_CATEGORIES)[number];

/** Each category as a rep reads it. */
export const OFFER_CATEGORY_LABELS: Record<OfferCategory, string> = {
  pos: 'POS',
  online_ordering: 'Online ordering',
  reservations: 'Reservations',
  marketing: 'Marketing',
  loyalty: 'Loyalty',
  delivery: 'Delivery',
  payroll_scheduling: 'Payroll and scheduling',
  website: 'Website',
  other: 'Other',
};
