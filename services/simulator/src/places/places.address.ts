import type { DemoCity, DemoRow } from '../world/demo.types.js';

const STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

const LONG_SUFFIX: Record<string, string> = {
  St: 'Street',
  Ave: 'Avenue',
  Rd: 'Road',
  Blvd: 'Boulevard',
  Dr: 'Drive',
};
const SHORT_SUFFIX = Object.fromEntries(Object.entries(LONG_SUFFIX).map(([s, l]) => [l, s]));

const component = (longText: string, shortText: string, types: string[]) => ({
  longText,
  shortText,
  types,
  languageCode: 'en',
});

/** `formattedAddress` as Google writes a US address: "4521 Main St, Austin, TX 78701, USA". */
export function formattedAddress(row: DemoRow, city: DemoCity): string {
  return `${row.s}, ${city.name}, ${city.state} ${row.z}, USA`;
}

/** `addressComponents`: street number, route (long and short), locality, state, country, zip. */
export function addressComponents(row: DemoRow, city: DemoCity) {
  const m = /^(\d+)\s+(.+)$/.exec(row.s);
  const number = m?.[1] ?? null;
  const route = m?.[2] ?? row.s;
  const last = route.split(' ').pop() ?? '';
  const long = LONG_SUFFIX[last] ? `${route.slice(0, -last.length)}${LONG_SUFFIX[last]}` : route;
  const short = SHORT_SUFFIX[last] ? `${route.slice(0, -last.length)}${SHORT_SUFFIX[last]}` : route;
  return [
    ...(number ? [component(number, number, ['street_number'])] : []),
    component(long, short, ['route']),
    component(city.name, city.name, ['locality', 'political']),
    component(STATE_NAMES[city.state] ?? city.state, city.state, ['administrative_area_level_1', 'political']),
    component('United States', 'US', ['country', 'political']),
    component(row.z, row.z, ['postal_code']),
  ];
}

/**
 * `postalAddress` (google.type.PostalAddress) as Google gives a US place: the street in
 * `addressLines`, the state's code in `administrativeArea`.
 */
export function postalAddress(row: DemoRow, city: DemoCity) {
  return {
    regionCode: 'US',
    languageCode: 'en',
    postalCode: row.z,
    administrativeArea: city.state,
    locality: city.name,
    addressLines: [row.s],
  };
}

/** "(512) 555-0123" as Google writes it for callers abroad: "+1 512-555-0123". */
export function internationalPhone(national: string): string {
  const digits = national.replace(/\D/g, '');
  return `+1 ${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}
