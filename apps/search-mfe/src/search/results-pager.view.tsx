import { Button, formatCount } from '@leadgen/ui';
import type { Page } from './results-list.logic.js';

/** 'Showing 26-50 of 333', and Previous / Next through the matches. */
export function ResultsPager({
  page,
  onGoTo,
  label = 'Pages of results',
}: {
  page: Page;
  onGoTo: (n: number) => void;
  /** Each pager's own name (one above the list, one below): landmarks are told apart by it. */
  label?: string;
}) {
  if (page.pages <= 1) return null;
  return (
    <nav className="sm-pager" aria-label={label} data-testid="results-pager">
      <span data-testid="results-range">
        Showing {formatCount(page.from)}-{formatCount(page.to)} of {formatCount(page.total)}
      </span>
      <div className="lg-row">
        <Button size="sm" variant="secondary" disabled={page.page <= 1} onClick={() => onGoTo(page.page - 1)}>
          Previous
        </Button>
        <span data-testid="results-page">
          Page {page.page} of {page.pages}
        </span>
        <Button size="sm" variant="secondary" disabled={page.page >= page.pages} onClick={() => onGoTo(page.page + 1)}>
          Next
        </Button>
        <Button size="sm" variant="ghost" disabled={page.page >= page.pages} onClick={() => onGoTo(page.pages)}>
          Last
        </Button>
      </div>
    </nav>
  );
}
