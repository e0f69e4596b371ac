import { MY_LEADS_PAGE_SIZES } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useId } from 'react';
import { pageCount, pageSummary } from './pages.logic.js';
import type { MyLeads } from './use-my-leads.js';

/** Which rows of how many are shown, rows per page, and Previous / Next. */
export function MyLeadsPager({ leads }: { leads: MyLeads }) {
  const id = useId();
  const total = leads.data?.total ?? 0;
  const pages = pageCount(leads.pageSize, total);
  return (
    <nav className="sm-pager" aria-label="Pages of saved leads">
      <span data-testid="page-summary">{pageSummary(leads.page, leads.pageSize, total)}</span>
      <div className="lg-row">
        <label className="lg-muted" htmlFor={`${id}-size`}>
          Rows per page
        </label>
        <select
          id={`${id}-size`}
          className="lg-input sm-status-select"
          value={leads.pageSize}
          onChange={(e) => leads.setPageSize(Number(e.target.value))}
        >
          {MY_LEADS_PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        <Button size="sm" variant="secondary" disabled={leads.page <= 1} onClick={() => leads.setPage(leads.page - 1)}>
          Previous
        </Button>
        <span>
          Page {leads.page} of {pages}
        </span>
        <Button
          size="sm"
          variant="secondary"
          disabled={leads.page >= pages}
          onClick={() => leads.setPage(leads.page + 1)}
        >
          Next
        </Button>
      </div>
    </nav>
  );
}
