import { classifyLink, guessFormPurpose, matchProvider, socialNetworkOf } from './classify.js';

const u = (s: string) => new URL(s);

describe('classifyLink', () => {
  it.each([
    ['Menu', 'https://x.com/', ['menu']],
    ['See the dinner menu', 'https://bistro.com/dinner', ['menu']],
    ['Order Online', 'https://bistro.com/', ['order_online']],
    ['Pickup & Delivery', 'https://bistro.com/', ['order_online']],
    ['Anything', 'https://www.toasttab.com/bistro/v3', ['order_online']],
    ['Anything', 'https://www.grubhub.com/restaurant/bistro', ['order_online']],
    ['Book a table', 'https://bistro.com/', ['reservations']],
    ['Anything', 'https://www.opentable.com/r/bistro', ['reservations']],
    ['Catering', 'https://bistro.com/', ['catering']],
    ['Private Dining', 'https://bistro.com/', ['private_events']],
    ['Host your party', 'https://bistro.com/parties', ['private_events']],
    ['Join our team', 'https://bistro.com/', ['careers']],
    ['Apply', 'https://bistro.com/careers', ['careers']],
    ['eGift Cards', 'https://bistro.com/', ['gift_cards']],
    ['Anything', 'https://www.toasttab.com/bistro/giftcards', ['gift_cards']],
    ['Contact Us', 'https://bistro.com/', ['contact']],
    ['Sign up for our newsletter', 'https://bistro.com/', ['newsletter']],
    ['About', 'https://bistro.com/about', []],
  ])('%s %s -> %j', (text, href, kinds) => {
    expect(classifyLink(text, u(href), href).sort()).toEqual([...kinds].sort());
  });

  it('reads mailto local parts', () => {
    expect(classifyLink('Write to us', undefined, 'mailto:catering@bistro.com')).toEqual(['catering']);
    expect(classifyLink('Write to us', undefined, 'mailto:jobs@bistro.com')).toEqual(['careers']);
  });
});

describe('providers and social profiles', () => {
  it.each([
    ['https://www.toasttab.com/local/order/x', 'toast', 'ordering'],
    ['https://direct.chownow.com/order/1', 'chownow', 'ordering'],
    ['https://bistro.olo.com/menu', 'olo', 'ordering'],
    ['https://bistro.square.site/', 'square', 'ordering'],
    ['https://www.clover.com/online-ordering/bistro', 'clover', 'ordering'],
    ['https://www.doordash.com/store/x', 'doordash', 'delivery'],
    ['https://www.ubereats.com/store/x', 'ubereats', 'delivery'],
    ['https://www.ezcater.com/catering/x', 'ezcater', 'catering'],
    ['https://resy.com/cities/ny/x', 'resy', 'reservations'],
    ['https://www.sevenrooms.com/reservations/x', 'sevenrooms', 'reservations'],
    ['https://www.exploretock.com/x', 'tock', 'reservations'],
    ['https://www.yelp.com/reservations/x', 'yelp', 'reservations'],
    ['https://x.tripleseat.com/party_request/1', 'tripleseat', 'events'],
    ['https://docs.google.com/forms/d/e/x/viewform', 'google_forms', 'forms'],
  ])('%s -> %s (%s)', (href, provider, category) => {
    expect(matchProvider(u(href))).toMatchObject({ provider, category });
  });
  it('does not mistake look-alike hosts', () => {
    expect(matchProvider(u('https://nottoasttab.com/'))).toBeUndefined();
    expect(matchProvider(u('https://docs.google.com/document/d/x'))).toBeUndefined();
  });
  it('finds profiles, not share buttons', () => {
    expect(socialNetworkOf(u('https://www.facebook.com/bistro'))).toBe('facebook');
    expect(socialNetworkOf(u('https://x.com/bistro'))).toBe('x');
    expect(socialNetworkOf(u('https://www.tripadvisor.co.uk/Restaurant_Review-x'))).toBe('tripadvisor');
    expect(socialNetworkOf(u('https://www.facebook.com/sharer/sharer.php?u=x'))).toBeUndefined();
    expect(socialNetworkOf(u('https://twitter.com/intent/tweet?text=x'))).toBeUndefined();
    expect(socialNetworkOf(u('https://www.instagram.com/'))).toBeUndefined();
    // A profile whose name begins like a share or tracking path is still a profile.
    expect(socialNetworkOf(u('https://www.facebook.com/tranridgetacos'))).toBe('facebook');
    expect(socialNetworkOf(u('https://www.instagram.com/transomakase/'))).toBe('instagram');
    expect(socialNetworkOf(u('https://www.facebook.com/searchlightdiner'))).toBe('facebook');
    expect(socialNetworkOf(u('https://www.facebook.com/tr?id=1&ev=PageView'))).toBeUndefined();
    expect(socialNetworkOf(u('https://www.facebook.com/share.php?u=x'))).toBeUndefined();
    expect(socialNetworkOf(u('https://www.youtube.com/watch?v=abc'))).toBeUndefined();
  });
});

describe('guessFormPurpose', () => {
  it.each([
    [['name', 'email', 'message'], 'name email message Send', '', 'contact'],
    [['EMAIL'], 'EMAIL Subscribe', '', 'newsletter'],
    [['email', 'first_name'], 'email first name Join', '', 'newsletter'],
    [['name', 'email', 'position', 'resume'], 'position resume apply', '', 'job'],
    [['name', 'email', 'event_date', 'guests'], 'event date guests', 'Private events', 'private_party'],
    [['name', 'date', 'headcount'], 'catering order headcount', '', 'catering'],
    [['date', 'time', 'party_size'], 'party size date time Find a table', 'Reservations', 'reservation'],
    [['q'], 'search', '', 'other'],
    [['x'], 'x', '', 'other'],
  ])('%j -> %s', (fields, own, context, purpose) => {
    expect(guessFormPurpose({ fields, own, context })).toBe(purpose);
  });
});
