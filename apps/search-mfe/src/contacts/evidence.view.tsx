import { pageText } from './contacts.logic.js';

/** Where a contact was read: the quote, and the page as a link. */
export function Evidence({ quote, pageUrl }: { quote: string | null; pageUrl: string | null }) {
  if (!quote && !pageUrl) return null;
  return (
    <div className="sm-evidence" data-testid="contact-evidence">
      {quote && <q>{quote}</q>}
      {pageUrl && (
        <>
          {' '}
          <a href={pageUrl} target="_blank" rel="noopener noreferrer" title={pageUrl} data-testid="evidence-page">
            {pageText(pageUrl)}
          </a>
        </>
      )}
    </div>
  );
}
