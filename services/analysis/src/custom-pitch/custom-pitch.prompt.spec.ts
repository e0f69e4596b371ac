import { customPitchRequest as request } from '../../testing/custom-pitch-request.js';
import { customPitchInput } from './custom-pitch.facts.js';
import { customPitchPrompt } from './custom-pitch.prompt.js';

describe('custom pitch prompt', () => {
  it('sends the model both records, the vendor first', () => {
    const user = JSON.parse(customPitchPrompt.user(customPitchInput(request())));
    expect(user.vendor.company_name).toBe('TableTurn');
    expect(user.vendor.personas[0].script).toContain('Most restaurant owners');
    expect(user.restaurant).toMatchObject({
      name: 'Casa Verde Taqueria',
      cuisine: 'Mexican',
      google_rating: 4.6,
      review_count: 412,
      location_count: 2,
    });
    expect(customPitchPrompt.system).toMatch(/Never invent numbers/);
  });
});
