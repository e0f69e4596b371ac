import { Controller } from '@nestjs/common';
import type { SavedLeadContacts, SiteContacts } from '@leadgen/contracts';
import { requireCaller, Route, type RouteRequest } from '@leadgen/service-kit';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { AddContact } from './add-contact.js';
import { ContactsSource } from './contacts.source.js';
import { CorrectContact } from './correct-contact.js';
import { ReadLeadContacts } from './read-lead-contacts.js';
import { FindLeadContacts } from './find-lead-contacts.js';
import { RemoveContact } from './remove-contact.js';

/**
 * Answers the contacts routes: 'Find contacts' on a restaurant's website, and a saved lead's
 * contacts read, found again on its site, added, corrected and removed. Each find on a site that
 * could be read counts as one enrichment; one that could not be read counts nothing.
 */
@Controller()
export class ContactsHandler {
  constructor(
    private readonly source: ContactsSource,
    private readonly leadContacts: ReadLeadContacts,
    private readonly finding: FindLeadContacts,
    private readonly adding: AddContact,
    private readonly correcting: CorrectContact,
    private readonly removing: RemoveContact,
    private readonly usage: UsageRecorder,
  ) {}

  @Route('contactsFind')
  async find(req: RouteRequest<'contactsFind'>): Promise<SiteContacts> {
    const userId = requireCaller(req.caller);
    const found = await this.source.find(req.body.website_url);
    this.usage.record(userId, 'enrichments_used', 1, req.call_id);
    return found;
  }

  @Route('myLeadsContacts')
  list(req: RouteRequest<'myLeadsContacts'>): Promise<SavedLeadContacts> {
    return this.leadContacts.get(requireCaller(req.caller), req.params!.id);
  }

  @Route('myLeadsContactsFind')
  async findOnSite(req: RouteRequest<'myLeadsContactsFind'>): Promise<SavedLeadContacts> {
    const userId = requireCaller(req.caller);
    const contacts = await this.finding.find(userId, req.params!.id);
    this.usage.record(userId, 'enrichments_used', 1, req.call_id);
    return contacts;
  }

  @Route('myLeadsContactAdd')
  add(req: RouteRequest<'myLeadsContactAdd'>): Promise<SavedLeadContacts> {
    return this.adding.add(requireCaller(req.caller), req.params!.id, req.body);
  }

  @Route('myLeadsContactUpdate')
  correct(req: RouteRequest<'myLeadsContactUpdate'>): Promise<SavedLeadContacts> {
    const { id, contact_id } = req.params!;
    return this.correcting.correct(requireCaller(req.caller), id, contact_id, req.body);
  }

  @Route('myLeadsContactDelete')
  remove(req: RouteRequest<'myLeadsContactDelete'>): Promise<SavedLeadContacts> {
    const { id, contact_id } = req.params!;
    return this.removing.remove(requireCaller(req.caller), id, contact_id);
  }
}
