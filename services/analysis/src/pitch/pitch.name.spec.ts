import { extractPage } from '@leadgen/site-reader';
import { summarise } from '../site/site.summary.js';
import { restaurantFromLead, restaurantFromSite } from './pitch.restaurant.js';
import { writePitch } from './pitch.writer.js';

/** A site whose <title> is misspelt, read as the reader reads it. */
const siteWith = (body: string) =>
  summarise({
    home: extractPage(
      `<html><head><title>Vietnamese Cuisite | Home</title></head><body>${body}<h2>Pho Tai</h2><p>Rare beef pho $14</p></body></html>`,
      'https://goldenlantern.example.com/',
    ),
    pages: [],
    errors: [],
    visits: [],
  });

describe("the restaurant's name in a pitch", () => {
  it("comes from the site's logo before a misspelt <title>", () => {
    const site = siteWith('<header><img class="logo" src="/logo.png" alt="Golden Lantern logo"></header>');
    const p = writePitch({ restaurant: restaurantFromSite(site), site, seller: null, key: 'a' });
    expect(`${p.email_opener} ${p.call_opener}`).toContain('Golden Lantern');
    expect(JSON.stringify(p)).not.toContain('Cuisite');
  });

  it('comes from the listing when there is one, whatever the site says', () => {
    const site = siteWith('');
    const restaurant = restaurantFromLead({
      name: 'Golden Lantern',
      website: 'https://goldenlantern.example.com/',
      cuisine_type: 'vietnamese',
      address: '1520 Magnolia Ave, Austin, TX 78704',
      google_rating: 4.4,
      review_count: 310,
    } as never);
    const p = writePitch({ restaurant, site, seller: null, key: 'a' });
    expect(p.email_opener).toContain('Golden Lantern');
    expect(JSON.stringify(p)).not.toContain('Cuisite');
  });
});
