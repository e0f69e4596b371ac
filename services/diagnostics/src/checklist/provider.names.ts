/** How the product writes each vendor the site reader knows. */
const PROVIDER_NAMES: Record<string, string> = {
  toast: 'Toast', chownow: 'ChowNow', olo: 'Olo', square: 'Square', clover: 'Clover', slice: 'Slice', menufy: 'Menufy',
  popmenu: 'Popmenu', owner: 'Owner', lunchbox: 'Lunchbox', spoton: 'SpotOn', bentobox: 'BentoBox', doordash: 'DoorDash',
  ubereats: 'Uber Eats', grubhub: 'Grubhub', seamless: 'Seamless', postmates: 'Postmates', caviar: 'Caviar', ezcater: 'ezCater',
  opentable: 'OpenTable', resy: 'Resy', sevenrooms: 'SevenRooms', tock: 'Tock', yelp: 'Yelp', tripleseat: 'Tripleseat',
  perfectvenue: 'Perfect Venue', culinaryagents: 'Culinary Agents', harri: 'Harri', indeed: 'Indeed', workstream: 'Workstream',
  snagajob: 'Snagajob', '7shifts': '7shifts', mailchimp: 'Mailchimp', klaviyo: 'Klaviyo', constantcontact: 'Constant Contact',
  jotform: 'JotForm', typeform: 'Typeform', google_forms: 'Google Forms', wufoo: 'Wufoo', cognitoforms: 'Cognito Forms',
  formstack: 'Formstack', hubspot: 'HubSpot', '123formbuilder': '123FormBuilder', giftup: 'Gift Up!',
};

export const providerName = (p: string) => PROVIDER_NAMES[p] ?? p.replace(/(^|_)\w/g, (m) => m.replace('_', ' ').toUpperCase());

/** Each vendor's name once, in the order seen. */
export const providerNames = (providers: Array<{ provider: string }>) => [...new Set(providers.map((p) => providerName(p.provider)))];
