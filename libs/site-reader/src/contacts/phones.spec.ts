import { contactsFromPages } from './contacts.extract.js';
import { parsePhone } from './phones.js';

const HOME = 'https://www.bistro.example.com/';
const phonesOf = (body: string): Array<{ e164: string; display: string; kind: string }> =>
  contactsFromPages([{ url: HOME, html: `<!doctype html><body>${body}</body>` }]).phones.map(
    ({ e164, display, kind }) => ({
      e164,
      display,
      kind,
    }),
  );

describe('phone numbers on a page', () => {
  it('reads tel: links and text, as E.164 and as a rep dials them', () => {
    const c = contactsFromPages([
      {
        url: HOME,
        html: '<header><a href="tel:+1-512-555-0143">Call (512) 555-0143</a></header><p>Bar line: 512.555.0144</p>',
      },
    ]);
    expect(c.phones).toEqual([
      {
        e164: '+15125550143',
        display: '(512) 555-0143',
        kind: 'phone',
        page_url: HOME,
        evidence: 'Call (512) 555-0143',
      },
      {
        e164: '+15125550144',
        display: '(512) 555-0144',
        kind: 'phone',
        page_url: HOME,
        evidence: 'Bar line: 512.555.0144',
      },
    ]);
  });

  it('tells a fax apart when the page says fax right before the number', () => {
    expect(
      phonesOf('<p>Phone: (512) 555-0143 Fax: (512) 555-0199</p><p>F: 512-555-0198</p><p>512-555-0197 (fax)</p>'),
    ).toEqual([
      { e164: '+15125550143', display: '(512) 555-0143', kind: 'phone' },
      { e164: '+15125550199', display: '(512) 555-0199', kind: 'fax' },
      { e164: '+15125550198', display: '(512) 555-0198', kind: 'fax' },
      { e164: '+15125550197', display: '(512) 555-0197', kind: 'fax' },
    ]);
  });

  it('keeps one entry per number, with the kind the page labels it with first', () => {
    expect(
      phonesOf('<p>Reach us at 512-555-0199 anytime.</p><p>Fax: 512-555-0199</p><p>Tel: 512-555-0143</p>'),
    ).toEqual([
      { e164: '+15125550199', display: '(512) 555-0199', kind: 'fax' },
      { e164: '+15125550143', display: '(512) 555-0143', kind: 'phone' },
    ]);
    expect(phonesOf('<p>Phone: 512-555-0143</p><p>Fax: 512-555-0143</p>')).toEqual([
      { e164: '+15125550143', display: '(512) 555-0143', kind: 'phone' },
    ]);
  });

  it('skips numbers that cannot be dialled, dates and order numbers', () => {
    expect(
      phonesOf('<p>Call 555-0143 or (012) 345-6789. Since 1998-2024. Order #20261126. Zip 78701-1234</p>'),
    ).toEqual([]);
  });

  it('reads JSON-LD telephone and faxNumber', () => {
    expect(
      phonesOf(
        '<script type="application/ld+json">{"@type":"Restaurant","telephone":"+1 330 555 0188","faxNumber":"330-555-0189"}</script>',
      ),
    ).toEqual([
      { e164: '+13305550188', display: '(330) 555-0188', kind: 'phone' },
      { e164: '+13305550189', display: '(330) 555-0189', kind: 'fax' },
    ]);
  });

  it('writes a number abroad in its international form', () => {
    expect(parsePhone('+44 20 7946 0958')).toEqual({ e164: '+442079460958', display: '+44 20 7946 0958' });
    expect(parsePhone('tel:5125550143')).toEqual({ e164: '+15125550143', display: '(512) 555-0143' });
    expect(parsePhone('12345')).toBeNull();
  });
});
