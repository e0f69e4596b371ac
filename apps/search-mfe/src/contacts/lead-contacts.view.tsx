import type {
  ApiClient,
  RemoteProps,
  SavedContact,
  SavedContactKind,
  SavedLeadContacts,
  SavedLeadDetail,
} from '@leadgen/contracts';
import { Alert, Button } from '@leadgen/ui';
import { useState } from 'react';
import { formatWhen } from '../shared/dates.logic.js';
import { findContactsTitle } from './contacts.logic.js';
import { CappedList } from './capped-list.view.js';
import { ContactForm } from './contact-form.view.js';
import { ContactItem } from './contact-item.view.js';
import { SiteLinks } from './site-links.view.js';
import { useLeadContacts, type LeadContacts as LeadContactsState } from './use-lead-contacts.js';

const GROUPS: { kind: SavedContactKind; title: string }[] = [
  { kind: 'person', title: 'People' },
  { kind: 'email', title: 'Emails' },
  { kind: 'phone', title: 'Phones' },
];

function ContactGroup({
  title,
  items,
  contacts,
}: {
  title: string;
  items: SavedContact[];
  contacts: LeadContactsState;
}) {
  return (
    <div className="sm-contact-group">
      <h4>
        {title} ({items.length})
      </h4>
      <CappedList items={items} what={title.toLowerCase()}>
        {(c) => <ContactItem key={c.id} contact={c} contacts={contacts} />}
      </CappedList>
    </div>
  );
}

function ContactGroups({ contacts }: { contacts: LeadContactsState }) {
  return (
    <>
      {GROUPS.map((g) => {
        const items = contacts.data.contacts.filter((c) => c.kind === g.kind);
        return items.length ? <ContactGroup key={g.kind} title={g.title} items={items} contacts={contacts} /> : null;
      })}
    </>
  );
}

/** The last read's note, forms, links and social profiles, and when it was. */
function LastRead({ last }: { last: NonNullable<SavedLeadContacts['last_read']> }) {
  return (
    <div className="sm-last-read" data-testid="last-read">
      {last.site_note && (
        <Alert tone="info" data-testid="site-note">
          {last.site_note}
        </Alert>
      )}
      <SiteLinks links={last} />
      <p className="lg-muted sm-sub">
        Website last read {formatWhen(last.read_at)} ({last.pages_read.length}{' '}
        {last.pages_read.length === 1 ? 'page' : 'pages'})
      </p>
    </div>
  );
}

/**
 * Who to reach at the saved lead: the kept contacts with their evidence, 'Find contacts' (a new
 * read of the site adds only), Add contact, Correct and Remove, and the last read's forms, links and profiles.
 */
export function LeadContacts({
  api,
  detail,
  toast,
  onChanged,
}: {
  api: ApiClient;
  detail: SavedLeadDetail;
  toast: RemoteProps['toast'];
  onChanged: () => void;
}) {
  const contacts = useLeadContacts(api, detail.id, detail.contacts, toast, onChanged);
  const [adding, setAdding] = useState(false);
  const { data } = contacts;
  const website = detail.lead.website?.trim();
  const last = data.last_read;

  return (
    <section className="sm-detail-section" data-testid="detail-contacts">
      <div className="sm-contacts-head">
        <h3>Contacts ({data.contacts.length})</h3>
        <div className="lg-row">
          <Button
            size="sm"
            variant="secondary"
            disabled={!website || contacts.finding}
            loading={contacts.finding}
            title={findContactsTitle(detail.lead)}
            onClick={() => void contacts.find()}
          >
            {contacts.finding ? 'Reading the website...' : 'Find contacts'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setAdding((a) => !a)} aria-expanded={adding}>
            Add contact
          </Button>
        </div>
      </div>
      {contacts.findError && (
        <Alert tone="error" data-testid="contacts-find-error">
          {contacts.findError}
        </Alert>
      )}
      {adding && (
        <ContactForm
          testid="contact-add-form"
          submitText="Add contact"
          initial={{ kind: 'email', value: '', label: 'role' }}
          onSubmit={async (v) => {
            const errors = await contacts.add({ kind: v.kind, value: v.value, label: v.label });
            if (!errors) setAdding(false);
            return errors;
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {data.contacts.length === 0 && (
        <p className="lg-muted" data-testid="no-contacts">
          {website
            ? 'No contacts yet. Find contacts reads the website; or add one you know.'
            : 'No website to read contacts from. Add one you know.'}
        </p>
      )}
      <ContactGroups contacts={contacts} />
      {last && <LastRead last={last} />}
    </section>
  );
}
