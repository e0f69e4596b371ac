import { Button } from '@leadgen/ui';
import { useId } from 'react';
import { fitName } from '../leads-table/display-names.js';
import { isFiltered, type ResultFilter } from './results-list.logic.js';
import type { ResultsList } from './use-results-list.js';

type Choice<K extends keyof ResultFilter> = { field: K; label: string; options: Array<[ResultFilter[K], string]> };

const CHOICES = [
  {
    field: 'fit',
    label: 'Fit',
    options: [
      ['', 'Any fit'],
      ...(['good_fit', 'marginal_fit', 'bad_fit'] as const).map((d) => [d, fitName(d)] as [string, string]),
    ],
  } satisfies Choice<'fit'>,
  {
    field: 'website',
    label: 'Website',
    options: [
      ['', 'Any website'],
      ['yes', 'Has a website'],
      ['no', 'No website'],
    ],
  } satisfies Choice<'website'>,
  {
    field: 'contact',
    label: 'Contact',
    options: [
      ['', 'Any contact'],
      ['yes', 'Has a contact'],
      ['no', 'No contact known'],
    ],
  } satisfies Choice<'contact'>,
  {
    field: 'saved',
    label: 'Saved',
    options: [
      ['', 'Saved or not'],
      ['saved', 'Saved'],
      ['unsaved', 'Not saved'],
    ],
  } satisfies Choice<'saved'>,
] as const;

/** Narrowing the matches without a new search: words, fit decision, website, a known contact, saved or not. */
export function ResultsFilter({ list }: { list: ResultsList }) {
  const id = useId();
  return (
    <div className="sm-results-filter" role="search" aria-label="Filter results" data-testid="results-filter">
      <label className="lg-visually-hidden" htmlFor={`${id}-text`}>
        Filter results
      </label>
      <input
        id={`${id}-text`}
        className="lg-input sm-results-filter__text"
        type="search"
        placeholder="Name, address or cuisine"
        value={list.filter.text}
        onChange={(e) => list.onFilter({ text: e.target.value })}
        data-testid="results-filter-text"
      />
      {CHOICES.map((c) => (
        <span key={c.field}>
          <label className="lg-visually-hidden" htmlFor={`${id}-${c.field}`}>
            {c.label}
          </label>
          <select
            id={`${id}-${c.field}`}
            className="lg-input sm-status-select"
            value={list.filter[c.field]}
            onChange={(e) => list.onFilter({ [c.field]: e.target.value })}
            data-testid={`results-filter-${c.field}`}
          >
            {c.options.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        </span>
      ))}
      {isFiltered(list.filter) && (
        <Button size="sm" variant="ghost" onClick={list.clearFilter}>
          Clear filter
        </Button>
      )}
    </div>
  );
}
