import { contactsFromPages } from './contacts.extract.js';
import { socialProfile } from './links.js';

const HOME = 'https://www.bistro.example.com/';
const read = (body: string, url = HOME) => contactsFromPages([{ url, html: `<!doctype html><body>${body}</body>` }]);

describe('social profiles', () => {
  it.each([
    ['https://www.facebook.com/bistroaustin/', 'facebook', 'https://www.facebook.com/bistroaustin/'],
    ['https://www.facebook.com/bistroaustin/posts/123', 'facebook', 'https://www.facebook.com/bistroaustin'],
    [
      'https://www.facebook.com/profile.php?id=100064&ref=page',
      'facebook',
      'https://www.facebook.com/profile.php?id=100064',
    ],
    ['https://instagram.com/bistro.atx?igsh=abc', 'instagram', 'https://instagram.com/bistro.atx'],
    ['https://twitter.com/bistroatx/status/1', 'x', 'https://twitter.com/bistroatx'],
    ['https://x.com/bistroatx', 'x', 'https://x.com/bistroatx'],
    ['https://www.tiktok.com/@bistroatx/video/1', 'tiktok', 'https://www.tiktok.com/@bistroatx'],
    ['https://www.youtube.com/@bistroatx/videos', 'youtube', 'https://www.youtube.com/@bistroatx'],
    ['https://www.youtube.com/channel/UC123/featured', 'youtube', 'https://www.youtube.com/channel/UC123'],
    ['https://www.linkedin.com/company/bistro-atx/about/', 'linkedin', 'https://www.linkedin.com/company/bistro-atx'],
    ['https://www.yelp.com/biz/bistro-austin?osq=tacos', 'yelp', 'https://www.yelp.com/biz/bistro-austin'],
    [
      'https://www.tripadvisor.com/Restaurant_Review-g1-d2-Reviews-Bistro-Austin.html#REVIEWS',
      'tripadvisor',
      'https://www.tripadvisor.com/Restaurant_Review-g1-d2-Reviews-Bistro-Austin.html',
    ],
  ])('%s is the %s profile %s', (href, network, url) => {
    expect(socialProfile(href)).toEqual({ network, url });
  });

  it.each([
    'https://www.facebook.com/sharer/sharer.php?u=https://bistro.example.com',
    'https://www.facebook.com/',
    'https://www.facebook.com/tr?id=1&ev=PageView',
    'https://www.facebook.com/plugins/page.php?href=x',
    'https://www.facebook.com/dialog/share?app_id=1',
    'https://twitter.com/intent/tweet?text=hi',
    'https://twitter.com/share?url=x',
    'https://www.instagram.com/p/Cx123/',
    'https://www.youtube.com/watch?v=abc',
    'https://youtu.be/abc',
    'https://www.linkedin.com/shareArticle?url=x',
    'https://www.yelp.com/writeareview/biz/abc',
    'https://www.pinterest.com/bistro/',
  ])('%s is not a profile', (href) => {
    expect(socialProfile(href)).toBeUndefined();
  });

  it('keeps one profile per network, the first found', () => {
    const c = read(`
      <a href="https://www.facebook.com/sharer.php?u=x">Share</a>
      <a href="https://www.facebook.com/bistroaustin">Facebook</a>
      <a href="https://www.facebook.com/bistroaustin-events">Events page</a>
      <a href="https://instagram.com/bistro.atx">Instagram</a>`);
    expect(c.social).toEqual({
      facebook: 'https://www.facebook.com/bistroaustin',
      instagram: 'https://instagram.com/bistro.atx',
    });
  });
});

describe('forms', () => {
  it('reads forms by purpose with the page they are on; the contact form gives contact_form_url', () => {
    const c = contactsFromPages([
      {
        url: HOME,
        html: `<footer><h4>Join our newsletter</h4><form action="/subscribe"><input type="email" name="email"><button>Sign up</button></form></footer>`,
      },
      {
        url: `${HOME}contact`,
        html: `<h2>Get in touch</h2><form action="/contact" method="post"><input name="name"><input name="email" type="email"><textarea name="message"></textarea><button>Send</button></form>
          <footer><h4>Join our newsletter</h4><form action="/subscribe"><input type="email" name="email"><button>Sign up</button></form></footer>`,
      },
      {
        url: `${HOME}catering`,
        html: `<h2>Catering inquiry</h2><form action="/catering"><input name="name"><input name="event_date"><input name="guest_count"><textarea name="catering_details"></textarea></form>`,
      },
      {
        url: `${HOME}private-events`,
        html: `<h2>Private parties</h2><iframe src="https://www.tripleseat.com/party_request_forms/123" title="Event request"></iframe>`,
      },
      {
        url: `${HOME}jobs`,
        html: `<h2>Join the team</h2><form action="/apply" enctype="multipart/form-data"><input name="name"><input name="position"><input type="file" name="resume"></form>`,
      },
    ]);
    expect(c.forms).toEqual([
      { kind: 'newsletter', url: HOME },
      { kind: 'contact', url: `${HOME}contact` },
      { kind: 'catering', url: `${HOME}catering` },
      { kind: 'private_party', url: `${HOME}private-events` },
      { kind: 'job', url: `${HOME}jobs` },
    ]);
    expect(c.contact_form_url).toBe(`${HOME}contact`);
  });

  it('has no contact form URL when the only form is a sign-up', () => {
    const c = read(
      '<form><input type="email" name="email" placeholder="you@example.com"><button>Subscribe</button></form>',
    );
    expect(c.forms).toEqual([{ kind: 'newsletter', url: HOME }]);
    expect(c.contact_form_url).toBeNull();
  });

  it('reads a reservation widget form', () => {
    const c = read(
      '<form action="https://www.opentable.com/restref/client" method="get"><input name="rid" type="hidden" value="1"><input name="datetime"><input name="covers"></form>',
    );
    expect(c.forms).toEqual([{ kind: 'reservation', url: HOME }]);
  });
});

describe('ordering and reservation links', () => {
  it('keeps vendor links once per provider and URL, ordering apart from reservations', () => {
    const c = read(`
      <a href="https://www.toasttab.com/bistro/v3">Order online</a>
      <a href="https://www.toasttab.com/bistro/v3">Order pickup</a>
      <a href="https://www.toasttab.com/bistro/giftcards">Gift cards</a>
      <a href="https://www.doordash.com/store/bistro-1/">Delivery</a>
      <a href="https://slicelife.com/restaurants/tx/austin/bistro">Slice</a>
      <a href="https://resy.com/cities/aus/bistro">Book</a>
      <a href="https://www.exploretock.com/bistro">Tasting menu</a>
      <iframe src="https://www.opentable.com/widget/reservation/loader?rid=1"></iframe>`);
    expect(c.ordering_links).toEqual([
      { provider: 'toast', url: 'https://www.toasttab.com/bistro/v3' },
      { provider: 'doordash', url: 'https://www.doordash.com/store/bistro-1/' },
      { provider: 'slice', url: 'https://slicelife.com/restaurants/tx/austin/bistro' },
    ]);
    expect(c.reservation_links).toEqual([
      { provider: 'resy', url: 'https://resy.com/cities/aus/bistro' },
      { provider: 'tock', url: 'https://www.exploretock.com/bistro' },
      { provider: 'opentable', url: 'https://www.opentable.com/widget/reservation/loader?rid=1' },
    ]);
  });
});
