import type { SavedContact } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useState } from 'react';
import { optOutBadge, savedLabelText } from './contacts.logic.js';
import { ContactForm } from './contact-form.view.js';
import { Evidence } from './evidence.view.js';
import type { LeadContacts } from './use-lead-contacts.js';

function ContactValue({ contact }: { contact: SavedContact }) {
  // An address on the suppression list is shown, never offered as a link to write to.
  if (contact.kind === 'email')
    return contact.opted_out ? <span>{contact.value}</span> : <a href={`mailto:${contact.value}`}>{contact.value}</a>;
  if (contact.kind === 'phone') return <a href={`tel:${contact.value}`}>{contact.display ?? contact.value}</a>;
  return <strong>{contact.value}</strong>;
}

/** Who put the contact there, when it is not simply read from the site. */
function sourceText(contact: SavedContact): string | null {
  if (contact.source === 'rep') return 'Added by you';
  return contact.edited ? 'Corrected by you' : null;
}

/** One kept contact: its value, label and evidence; Correct edits it in place, Remove asks first. */
export function ContactItem({ contact, contacts }: { contact: SavedContact; contacts: LeadContacts }) {
  const [mode, setMode] = useState<'view' | 'edit' | 'remove'>('view');
  const [busy, setBusy] = useState(false);
  const source = sourceText(contact);
  const optOut = optOutBadge(contact);
  const shown = contact.kind === 'phone' ? (contact.display ?? contact.value) : contact.value;

  if (mode === 'edit')
    return (
      <li data-testid="saved-contact" data-kind={contact.kind}>
        <ContactForm
          testid="contact-edit-form"
          fixedKind
          submitText="Save correction"
          initial={{ kind: contact.kind, value: shown, label: contact.label }}
          onSubmit={async (v) => {
            const errors = await contacts.update(contact.id, { value: v.value, label: v.label });
            if (!errors) setMode('view');
            return errors;
          }}
          onCancel={() => setMode('view')}
        />
      </li>
    );

  return (
    <li data-testid="saved-contact" data-kind={contact.kind}>
      <div className="sm-contact-line">
        <span className="sm-contact-value" data-testid="contact-value">
          <ContactValue contact={contact} />
        </span>{' '}
        <span className="sm-badge sm-badge--grey" data-testid="contact-label">
          {savedLabelText(contact)}
        </span>
        {optOut && (
          <span className="sm-badge sm-badge--red" title={optOut.title} data-testid="contact-opt-out">
            {optOut.text}
          </span>
        )}
        {contact.disposable && (
          <span className="sm-badge sm-badge--yellow" title="A throwaway mail domain: mail may never be read">
            Disposable
          </span>
        )}
        {source && <span className="lg-muted sm-contact-source">{source}</span>}
        {mode === 'view' && (
          <span className="sm-contact-actions">
            <Button size="sm" variant="ghost" onClick={() => setMode('edit')} aria-label={`Correct ${shown}`}>
              Correct
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setMode('remove')} aria-label={`Remove ${shown}`}>
              Remove
            </Button>
          </span>
        )}
      </div>
      {mode === 'remove' && (
        <div className="sm-contact-confirm" role="group" aria-label={`Remove ${shown}?`} data-testid="contact-remove">
          <span>Remove {shown}? A later read of the site will not bring it back.</span>
          <Button
            size="sm"
            variant="danger"
            loading={busy}
            onClick={() => {
              setBusy(true);
              void contacts.remove(contact.id).then((ok) => {
                setBusy(false);
                if (!ok) setMode('view');
              });
            }}
          >
            Remove
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
            Keep
          </Button>
        </div>
      )}
      <Evidence quote={contact.evidence} pageUrl={contact.page_url} />
    </li>
  );
}
