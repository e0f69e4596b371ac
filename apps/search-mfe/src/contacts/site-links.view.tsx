import type { ContactSocialNetwork, SiteContacts } from '@leadgen/contracts';
import { formKindText, networkName, providerName } from './contacts.logic.js';

type Links = Pick<SiteContacts, 'forms' | 'reservation_links' | 'ordering_links' | 'social' | 'contact_form_url'>;

function Link({ href, children }: { href: string; children: string }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" title={href}>
      {children}
    </a>
  );
}

/** A read's forms, reservation and ordering links and social profiles, one short line each. */
export function SiteLinks({ links }: { links: Links }) {
  const forms = links.forms.length
    ? links.forms
    : links.contact_form_url
      ? [{ kind: 'contact' as const, url: links.contact_form_url }]
      : [];
  const social = Object.entries(links.social).filter((e): e is [ContactSocialNetwork, string] => !!e[1]);
  const rows: { label: string; items: { text: string; url: string }[]; testid: string }[] = [
    { label: 'Forms', testid: 'contact-forms', items: forms.map((f) => ({ text: formKindText(f.kind), url: f.url })) },
    {
      label: 'Reservations',
      testid: 'reservation-links',
      items: links.reservation_links.map((l) => ({ text: providerName(l.provider), url: l.url })),
    },
    {
      label: 'Online ordering',
      testid: 'ordering-links',
      items: links.ordering_links.map((l) => ({ text: providerName(l.provider), url: l.url })),
    },
    { label: 'Social', testid: 'social-links', items: social.map(([n, url]) => ({ text: networkName(n), url })) },
  ].filter((r) => r.items.length > 0);
  if (!rows.length) return null;
  return (
    <dl className="sm-site-links">
      {rows.map((r) => (
        <div key={r.label} data-testid={r.testid}>
          <dt>{r.label}</dt>
          <dd>
            {r.items.map((i, n) => (
              <span key={`${i.url}-${n}`}>
                {n > 0 && ' · '}
                <Link href={i.url}>{i.text}</Link>
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
