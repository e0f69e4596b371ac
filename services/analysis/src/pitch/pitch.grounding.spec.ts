import { sampleSite as site } from '../../testing/site-summary.js';
import { deterministicPitch } from '../url-pitch/url-pitch.fallback.js';
import { groundPitch } from './pitch.grounding.js';

describe('grounding a model pitch', () => {
  it('drops claims that something the site shows is missing', () => {
    const s = site({ found: { online_ordering: { url: 'u', snippet: 'Order Online' } } });
    const grounded = groundPitch(
      {
        ...deterministicPitch(site()),
        pain_points: ['They do not offer online ordering.', 'No catering menu.', 'Online ordering page has no photos.'],
      },
      s,
    );
    expect(grounded.pain_points).toEqual(['No catering menu.', 'Online ordering page has no photos.']);
  });
});
