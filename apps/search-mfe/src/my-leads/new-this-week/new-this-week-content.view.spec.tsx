import { renderToStaticMarkup } from 'react-dom/server';
import { change } from './change.fixtures.js';
import { NewThisWeekContent } from './new-this-week-content.view.js';
import type { NewThisWeekState } from './new-this-week.logic.js';

const noop = () => undefined;
const since = '2026-12-01T12:00:00Z';
const render = (state: NewThisWeekState, onOpenSearch?: () => void) =>
  renderToStaticMarkup(
    <NewThisWeekContent state={state} saving={new Set()} onSave={noop} onRetry={noop} onOpenSearch={onOpenSearch} />,
  );

describe("'New this week'", () => {
  it('tells a rep without a watch how to start one', () => {
    const html = render({ kind: 'no-watch' }, noop);
    expect(html).toContain('Watch a saved search to see new openings here every week');
    expect(html).toContain('>Open Search Leads</button>');
    expect(render({ kind: 'no-watch' })).not.toContain('Open Search Leads');
  });

  it('says nothing is new when the watches found nothing', () => {
    const html = render({ kind: 'nothing-new', watches: 2, since });
    expect(html).toContain('Nothing new this week');
    expect(html).toContain('Your 2 watched searches found nothing new since');
    expect(html).not.toContain('Watch a saved search');
  });

  it('lists the changes as cards under a count', () => {
    const changes = [change(), change({ id: 'b', name: 'Pho Saigon', kind: 'new', place_id: 'place-pho' })];
    const html = render({ kind: 'changes', changes, watches: 1, since });
    expect(html).toContain('data-testid="changes-summary">2 changes since');
    expect(html).toContain('<ul class="sm-changes" aria-label="New this week">');
    expect(html.match(/data-testid="watch-change"/g)).toHaveLength(2);
    expect(html).not.toContain('<table');
  });

  it('says a failure in words, with Try again', () => {
    const html = render({ kind: 'error', message: 'Lead search is not running' });
    expect(html).toContain('role="alert"');
    expect(html).toContain('Lead search is not running');
    expect(html).toContain('>Try again</button>');
  });

  it('says it is loading', () => {
    expect(render({ kind: 'loading' })).toContain('Loading what&#x27;s new...');
  });
});
