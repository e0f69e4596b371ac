import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  ContactCreateRequestSchema,
  ContactsReadRequestSchema,
  ContactUpdateRequestSchema,
  EmptyBodySchema,
  SavedContactParamsSchema,
  SavedLeadIdParamsSchema,
  SUBJECTS,
  type RpcRequest,
  type SavedLeadContacts,
  type SiteContacts,
} from '@leadgen/contracts';
import { requireCaller, rpcPayload } from '@leadgen/service-kit';
import type { z } from 'zod';
import { UsageRecorder } from '../usage/usage.recorder.js';
import { AddContact } from './add-contact.js';
import { ContactsSource } from './contacts.source.js';
import { CorrectContact } from './correct-contact.js';
import { ReadLeadContacts } from './read-lead-contacts.js';
import { ReadLeadSite } from './read-lead-site.js';
import { RemoveContact } from './remove-contact.js';

type Nothing = Record<string, never>;
type IdParams = z.infer<typeof SavedLeadIdParamsSchema>;
type ContactParams = z.infer<typeof SavedContactParamsSchema>;

/**
 * Answers the contacts routes: a restaurant's website read for its contacts, and a saved lead's
 * contacts read, found again, added, corrected and removed. Each read of a site that went well
 * counts as one enrichment; one that could not be read counts nothing.
 */
@Controller()
export class ContactsHandler {
  constructor(
    private readonly source: ContactsSource,
    private readonly leadContacts: ReadLeadContacts,
    private readonly leadSite: ReadLeadSite,
    private readonly adding: AddContact,
    private readonly correcting: CorrectContact,
    private readonly removing: RemoveContact,
    private readonly usage: UsageRecorder,
  ) {}

  @MessagePattern(SUBJECTS.leads.contactsRead)
  async read(
    @Payload(rpcPayload(ContactsReadRequestSchema)) req: RpcRequest<z.infer<typeof ContactsReadRequestSchema>, Nothing>,
  ): Promise<SiteContacts> {
    const userId = requireCaller(req.caller);
    const found = await this.source.read(req.body.website_url);
    this.usage.record(userId, 'enrichments_used', 1, req.call_id);
    return found;
  }

  @MessagePattern(SUBJECTS.leads.myLeadsContacts)
  list(
    @Payload(rpcPayload(EmptyBodySchema, SavedLeadIdParamsSchema)) req: RpcRequest<unknown, IdParams>,
  ): Promise<SavedLeadContacts> {
    return this.leadContacts.get(requireCaller(req.caller), req.params!.id);
  }

  @MessagePattern(SUBJECTS.leads.myLeadsContactsRead)
  async readSite(
    @Payload(rpcPayload(EmptyBodySchema, SavedLeadIdParamsSchema)) req: RpcRequest<unknown, IdParams>,
  ): Promise<SavedLeadContacts> {
    const userId = requireCaller(req.caller);
    const contacts = await this.leadSite.read(userId, req.params!.id);
    this.usage.record(userId, 'enrichments_used', 1, req.call_id);
    return contacts;
  }

  @MessagePattern(SUBJECTS.leads.myLeadsContactAdd)
  add(
    @Payload(rpcPayload(ContactCreateRequestSchema, SavedLeadIdParamsSchema))
    req: RpcRequest<z.infer<typeof ContactCreateRequestSchema>, IdParams>,
  ): Promise<SavedLeadContacts> {
    return this.adding.add(requireCaller(req.caller), req.params!.id, req.body);
  }

  @MessagePattern(SUBJECTS.leads.myLeadsContactUpdate)
  correct(
    @Payload(rpcPayload(ContactUpdateRequestSchema, SavedContactParamsSchema))
    req: RpcRequest<z.infer<typeof ContactUpdateRequestSchema>, ContactParams>,
  ): Promise<SavedLeadContacts> {
    const { id, contact_id } = req.params!;
    return this.correcting.correct(requireCaller(req.caller), id, contact_id, req.body);
  }

  @MessagePattern(SUBJECTS.leads.myLeadsContactDelete)
  remove(
    @Payload(rpcPayload(EmptyBodySchema, SavedContactParamsSchema)) req: RpcRequest<unknown, ContactParams>,
  ): Promise<SavedLeadContacts> {
    const { id, contact_id } = req.params!;
    return this.removing.remove(requireCaller(req.caller), id, contact_id);
  }
}
