import type { SiteContacts } from '@leadgen/contracts';
import { leadToSave, myLeadsWorldForSpec, newRep } from '../../my-leads/testing/my-leads.fixture.js';
import { AddContact } from '../add-contact.js';
import { ContactsSource } from '../contacts.source.js';
import { CorrectContact } from '../correct-contact.js';
import { ReadLeadContacts } from '../read-lead-contacts.js';
import { FindLeadContacts } from '../find-lead-contacts.js';
import { RemoveContact } from '../remove-contact.js';

export const SITE = 'https://casaverde.example/';

/** What 'Find contacts' finds on Casa Verde's site, with what the spec changes. */
export function siteFound(over: Partial<SiteContacts> = {}): SiteContacts {
  return {
    website_url: SITE,
    emails: [
      {
        address: 'info@casaverde.example',
        kind: 'role',
        disposable: false,
        page_url: `${SITE}contact`,
        evidence: 'Write to info@casaverde.example',
      },
    ],
    phones: [
      {
        e164: '+15125550143',
        display: '(512) 555-0143',
        kind: 'phone',
        page_url: SITE,
        evidence: 'Call (512) 555-0143',
      },
    ],
    people: [
      { name: 'Maria Lopez', role: 'Owner', page_url: `${SITE}about`, evidence: 'Maria Lopez, owner since 2014' },
    ],
    social: { instagram: 'https://www.instagram.com/casaverde' },
    forms: [{ kind: 'catering', url: `${SITE}catering` }],
    contact_form_url: `${SITE}contact`,
    ordering_links: [],
    reservation_links: [],
    pages_read: [SITE, `${SITE}contact`, `${SITE}about`],
    site_note: null,
    read_at: '2026-03-10T20:00:00.000Z',
    ...over,
  };
}

/** A site the spec sets: each read answers what `next` holds (or throws it), and counts the reads. */
export class SpecSite implements ContactsSource {
  next: SiteContacts | Error = siteFound();
  reads: string[] = [];
  find(url: string): Promise<SiteContacts> {
    this.reads.push(url);
    return this.next instanceof Error ? Promise.reject(this.next) : Promise.resolve(this.next);
  }
}

/** The contacts use cases over the My Leads spec world, with a site the spec sets. */
export function contactsWorldForSpec() {
  const world = myLeadsWorldForSpec();
  const site = new SpecSite();
  const lazy = <T>(make: () => T) => {
    let made: T | undefined;
    return () => (made ??= make());
  };
  const uses = lazy(() => ({
    list: new ReadLeadContacts(world.db),
    find: new FindLeadContacts(world.db, site, world.clock, world.cache),
    add: new AddContact(world.db, world.clock, world.cache),
    correct: new CorrectContact(world.db, world.clock, world.cache),
    remove: new RemoveContact(world.db, world.clock, world.cache),
  }));
  /** A rep of the spec's own with one saved lead (Casa Verde, whose website is `SITE` unless given). */
  async function savedLead(website: string | null = SITE) {
    const rep = newRep();
    const [item] = (await world.save.save(rep, [leadToSave(`p-${rep}`, { website })])).items;
    return { rep, id: item!.id };
  }
  return { world, site, uses, savedLead };
}
