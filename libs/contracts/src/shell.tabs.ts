/** The workspace's tabs, in the order the shell shows them. */
export const TABS = [
  'search',
  'my-leads',
  'url-pitch',
  'business-analysis',
  'analytics',
  'diagnostic',
  'outreach',
] as const;
export type TabId = (typeof TABS)[number];
