import { Module } from '@nestjs/common';
import { readContacts } from '@leadgen/site-reader';
import { LEADS_ENV, type LeadsEnv } from '../env.js';
import { SavedMarksModule } from '../saved-marks/saved-marks.module.js';
import { AddContact } from './add-contact.js';
import { ContactsHandler } from './contacts.handler.js';
import { ContactsSource, createContactsSource } from './contacts.source.js';
import { CorrectContact } from './correct-contact.js';
import { ReadLeadContacts } from './read-lead-contacts.js';
import { FindLeadContacts } from './find-lead-contacts.js';
import { RemoveContact } from './remove-contact.js';

/**
 * Contacts (routes contactsFind and myLeadsContact*; subjects leads.contacts-read and
 * leads.my-leads-contact*): who to reach at a restaurant, found on its website through the safe
 * fetcher, and kept on a saved lead beside what the rep adds. A site is read only when the rep asks
 * about that lead, never in bulk behind the rep's back.
 */
@Module({
  imports: [SavedMarksModule],
  controllers: [ContactsHandler],
  providers: [
    {
      provide: ContactsSource,
      useFactory: (env: LeadsEnv) => createContactsSource(env, readContacts),
      inject: [LEADS_ENV],
    },
    ReadLeadContacts,
    FindLeadContacts,
    AddContact,
    CorrectContact,
    RemoveContact,
  ],
})
export class ContactsModule {}
