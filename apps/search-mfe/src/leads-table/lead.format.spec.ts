import {
  confidencePercent,
  cuisineOptionLabel,
  fitBadge,
  formatCuisine,
  hoursState,
  leadKey,
  locationsText,
  pitchAction,
  pitchSections,
  ratingView,
  scoreBar,
  scoreTone,
  telHref,
  diagnoseTitle,
  visitHref,
} from './lead.format.js';

const pitch = {
  confidence_score: 0.5,
  key_insights: ['a'],
  pain_points: [],
  opportunity_highlights: [],
  email_opener: 'e',
  call_opener: 'c',
  value_proposition: 'v',
  suggested_approach: 's',
};

describe('fit badge', () => {
  it('colours the three decisions and anything else grey', () => {
    expect(fitBadge('good_fit')).toEqual({ tone: 'green', text: 'Good fit' });
    expect(fitBadge('marginal_fit')).toEqual({ tone: 'yellow', text: 'Marginal fit' });
    expect(fitBadge('bad_fit')).toEqual({ tone: 'red', text: 'Bad fit' });
    expect(fitBadge('unknown')).toEqual({ tone: 'grey', text: 'Unknown' });
    expect(fitBadge(undefined)).toEqual({ tone: 'grey', text: '' });
  });
});

describe('cuisine', () => {
  it('names the cuisine as the dropdown does, and other values as words', () => {
    expect(formatCuisine('new_american')).toBe('New American');
    expect(formatCuisine('bbq')).toBe('BBQ');
    expect(formatCuisine('breakfast_brunch')).toBe('Breakfast & Brunch');
    expect(formatCuisine('food__truck')).toBe('Food Truck');
    expect(formatCuisine('')).toBe('');
    expect(formatCuisine(null)).toBe('');
  });
  it('marks strong options with a star and tricky ones with a warning sign', () => {
    expect(cuisineOptionLabel({ value: 'thai', display_name: 'Thai', category: 'strong' })).toBe('Thai ★');
    expect(cuisineOptionLabel({ value: 'bar', display_name: 'Bar / Pub', category: 'tricky' })).toBe('Bar / Pub ⚠');
    expect(cuisineOptionLabel({ value: 'pizza', display_name: 'Pizza', category: 'other' })).toBe('Pizza');
  });
});

describe('fit score bar', () => {
  it('is green at 70, yellow at 50, red below', () => {
    expect(scoreTone(70)).toBe('green');
    expect(scoreTone(69.9)).toBe('yellow');
    expect(scoreTone(50)).toBe('yellow');
    expect(scoreTone(49)).toBe('red');
    expect(scoreTone(0)).toBe('red');
  });
  it('shows 0 when missing and caps the width at 100 percent', () => {
    expect(scoreBar(undefined)).toEqual({ value: 0, percent: 0, tone: 'red' });
    expect(scoreBar(null)).toEqual({ value: 0, percent: 0, tone: 'red' });
    expect(scoreBar(Number.NaN)).toEqual({ value: 0, percent: 0, tone: 'red' });
    expect(scoreBar(140)).toEqual({ value: 140, percent: 100, tone: 'green' });
    expect(scoreBar(-5).percent).toBe(0);
    expect(scoreBar(55)).toEqual({ value: 55, percent: 55, tone: 'yellow' });
  });
});

describe('rating, locations, phone', () => {
  it('says No rating (null) for 0 or missing ratings', () => {
    expect(ratingView(0, 10)).toBeNull();
    expect(ratingView(null, 10)).toBeNull();
    expect(ratingView(undefined, undefined)).toBeNull();
    expect(ratingView(4.6, 2175)).toEqual({ value: '4.6', reviews: '(2,175)' });
    expect(ratingView(4, null)).toEqual({ value: '4.0', reviews: '(0)' });
  });
  it('counts locations or says Unknown', () => {
    expect(locationsText(1)).toBe('1 location');
    expect(locationsText(12)).toBe('12 locations');
    expect(locationsText(1200)).toBe('1,200 locations');
    expect(locationsText(null)).toBe('Unknown');
    expect(locationsText(0)).toBe('Unknown');
  });
  it('makes tel: links from formatted numbers', () => {
    expect(telHref('(512) 555-0113')).toBe('tel:5125550113');
    expect(telHref('+1 512-555-0113')).toBe('tel:+15125550113');
  });
});

describe('hours', () => {
  it('says whether the place is open when known', () => {
    expect(hoursState({ weekday_text: ['Monday: 9-5'], is_open_now: true })).toEqual({
      kind: 'known',
      openLine: 'Open now',
    });
    expect(hoursState({ weekday_text: ['Monday: 9-5'], is_open_now: false })).toEqual({
      kind: 'known',
      openLine: 'Closed now',
    });
    expect(hoursState({ weekday_text: ['Monday: 9-5'], is_open_now: null })).toEqual({ kind: 'known', openLine: null });
    expect(hoursState({ weekday_text: [], is_open_now: true })).toEqual({ kind: 'known', openLine: 'Open now' });
  });
  it('has no hours when there is neither text nor an open flag', () => {
    expect(hoursState(null)).toEqual({ kind: 'none' });
    expect(hoursState(undefined)).toEqual({ kind: 'none' });
    expect(hoursState({ weekday_text: [], is_open_now: null })).toEqual({ kind: 'none' });
  });
});

describe('pitch action', () => {
  it('views an existing pitch, else generates one (from the site, or from the listing without one)', () => {
    expect(pitchAction({ pitch, website: null })).toBe('view');
    expect(pitchAction({ pitch, website: 'https://a.example' })).toBe('view');
    expect(pitchAction({ pitch: null, website: 'https://a.example' })).toBe('generate');
    expect(pitchAction({ pitch: undefined, website: '  ' })).toBe('generate');
    expect(pitchAction({ pitch: null, website: null })).toBe('generate');
  });
  it('rounds confidence to a percent', () => {
    expect(confidencePercent(0.347)).toBe(35);
    expect(confidencePercent(1)).toBe(100);
    expect(confidencePercent(1.4)).toBe(100);
    expect(confidencePercent(undefined)).toBe(0);
  });
  it('reads partial pitches without crashing', () => {
    expect(pitchSections({ key_insights: ['x', '', 3 as unknown as string], email_opener: 'hi' })).toEqual({
      key_insights: ['x'],
      pain_points: [],
      opportunity_highlights: [],
      email: '',
      email_opener: 'hi',
      call_opener: '',
      value_proposition: '',
      suggested_approach: '',
    });
  });
  it('puts the email together as it is sent: greeting, body and sign-off a blank line apart', () => {
    const email = {
      subject: 'TablePoint POS for Casa',
      greeting: 'Hi Sofia,',
      body: 'I saw your patio.\n\nWould a demo work?',
      sign_off: 'Best,\nSam Rivera',
      sender_name: 'Sam Rivera',
    };
    expect(pitchSections({ email }).email).toBe(
      'Hi Sofia,\n\nI saw your patio.\n\nWould a demo work?\n\nBest,\nSam Rivera',
    );
  });
});

describe('Visit and Diagnose', () => {
  it("opens a demo lead's website on the demo world's view in demo mode only", () => {
    expect(visitHref('https://casa-demo-austin.example.net', true)).toBe('/demo-sites/casa-demo-austin.example.net/');
    expect(visitHref('https://brand.example.com/locations/austin-1?x=1', true)).toBe(
      '/demo-sites/brand.example.com/locations/austin-1?x=1',
    );
    expect(visitHref('https://casa-demo-austin.example.net', false)).toBe('https://casa-demo-austin.example.net');
    expect(visitHref('https://www.realrestaurant.com/', true)).toBe('https://www.realrestaurant.com/');
  });

  it('says what Diagnose will check, or why it cannot', () => {
    expect(diagnoseTitle({ name: 'Casa', website: ' https://casa.example.net ' })).toBe(
      'Run the Diagnostic Checklist on https://casa.example.net',
    );
    expect(diagnoseTitle({ name: 'Casa', website: null })).toBe('Casa has no website to diagnose.');
    expect(diagnoseTitle({ name: 'Casa', website: '  ' })).toBe('Casa has no website to diagnose.');
  });
});

describe('lead key', () => {
  it('prefers the id, then the place id, then the position and name', () => {
    expect(leadKey({ id: 'a', place_id: 'b', name: 'n', address: 'x' }, 3)).toBe('a');
    expect(leadKey({ place_id: 'b', name: 'n', address: 'x' }, 3)).toBe('b');
    expect(leadKey({ name: 'n', address: 'x' }, 3)).toBe('3:n:x');
  });
});
