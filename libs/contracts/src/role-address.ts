/*
 * What a role address is for, read from its local part ('jobs@', 'events@'): the draft shows it
 * beside the address, ranks the ones an owner never reads last, and warns before writing to them.
 */
export const ROLE_ADDRESS_KINDS = ['general', 'reservations', 'events', 'catering', 'orders', 'press', 'jobs'] as const;
export type RoleAddressKind = (typeof ROLE_ADDRESS_KINDS)[number];

export const ROLE_ADDRESS_LABELS: Record<RoleAddressKind, string> = {
  general: 'General inbox',
  reservations: 'Reservations',
  events: 'Events',
  catering: 'Catering',
  orders: 'Orders',
  press: 'Press',
  jobs: 'Job applications',
};

/** Role addresses nobody who buys for the restaurant reads: offered last, with a warning. */
export const UNREAD_BY_OWNERS: ReadonlySet<RoleAddressKind> = new Set(['jobs', 'press']);

const LOCAL_PARTS: [RoleAddressKind, RegExp][] = [
  ['general', /^(info|hello|hi|contact|contactus|office|mail|team|admin|owner|owners|manager|gm)$/],
  ['reservations', /^(reservations?|rsvp|booking|bookings|book|tables?)$/],
  ['events', /^(events?|privateevents?|private|parties|party|groups?|banquets?)$/],
  ['catering', /^(catering|cater)$/],
  ['orders', /^(orders?|order|togo|takeout|pickup)$/],
  ['press', /^(press|media|pr|marketing)$/],
  ['jobs', /^(jobs?|careers?|hiring|hr|employment|apply|resumes?|work|joinus)$/],
];

/** The kind of a role address ('jobs@casa.example' is 'jobs'); null for a personal address. */
export function roleAddressKind(address: string): RoleAddressKind | null {
  const local = address.slice(0, address.lastIndexOf('@')).toLowerCase().replace(/[._-]/g, '');
  return LOCAL_PARTS.find(([, re]) => re.test(local))?.[0] ?? null;
}

/** Said beside an address nobody who buys reads, in the draft. */
export const UNREAD_ADDRESS_WARNING: Record<'jobs' | 'press', string> = {
  jobs: 'This address takes job applications: the owner may never read it.',
  press: 'This address is for the press: the owner may never read it.',
};
