import type { SiteContacts } from '@leadgen/contracts';
import { Alert } from '@leadgen/ui';
import { emailKindText, foundSummary } from './contacts.logic.js';
import { CappedList } from './capped-list.view.js';
import { Evidence } from './evidence.view.js';
import { SiteLinks } from './site-links.view.js';

/** What one read of a website found: people, emails, phones, then forms, links and social profiles, each with its evidence. */
export function FoundContacts({ found }: { found: SiteContacts }) {
  return (
    <div className="sm-contacts" data-testid="found-contacts">
      {found.site_note && (
        <Alert tone="info" data-testid="site-note">
          {found.site_note}
        </Alert>
      )}
      <p className="lg-muted" data-testid="found-summary">
        {foundSummary(found)}
      </p>
      {found.people.length > 0 && (
        <section>
          <h3>People</h3>
          <CappedList items={found.people} what="people">
            {(p, i) => (
              <li key={`${p.name}-${i}`} data-testid="found-person">
                <strong>{p.name}</strong> <span className="sm-badge sm-badge--grey">{p.role}</span>
                <Evidence quote={p.evidence} pageUrl={p.page_url} />
              </li>
            )}
          </CappedList>
        </section>
      )}
      {found.emails.length > 0 && (
        <section>
          <h3>Emails</h3>
          <CappedList items={found.emails} what="emails">
            {(e, i) => (
              <li key={`${e.address}-${i}`} data-testid="found-email">
                <a href={`mailto:${e.address}`}>{e.address}</a>{' '}
                <span className="sm-badge sm-badge--grey">{emailKindText(e.kind)}</span>
                {e.disposable && (
                  <span className="sm-badge sm-badge--yellow" title="A throwaway mail domain: mail may never be read">
                    Disposable
                  </span>
                )}
                <Evidence quote={e.evidence} pageUrl={e.page_url} />
              </li>
            )}
          </CappedList>
        </section>
      )}
      {found.phones.length > 0 && (
        <section>
          <h3>Phones</h3>
          <CappedList items={found.phones} what="phones">
            {(p, i) => (
              <li key={`${p.e164}-${i}`} data-testid="found-phone">
                <a href={`tel:${p.e164}`}>{p.display}</a>
                {p.kind === 'fax' && <span className="sm-badge sm-badge--grey">Fax</span>}
                <Evidence quote={p.evidence} pageUrl={p.page_url} />
              </li>
            )}
          </CappedList>
        </section>
      )}
      <SiteLinks links={found} />
    </div>
  );
}
