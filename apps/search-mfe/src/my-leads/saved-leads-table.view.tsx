import type { LeadStatus, SavedLead } from '@leadgen/contracts';
import { Button } from '@leadgen/ui';
import { useEffect, useRef } from 'react';
import { HoursCell, NameCell, ScoreCell } from '../leads-table/lead-row.view.js';
import { telHref } from '../leads-table/lead.format.js';
import { bestTimeView } from './detail/best-time.logic.js';
import { followUpView } from './detail/follow-up.logic.js';
import { StatusSelect } from './shared/status-select.view.js';
import { TableHead } from '../leads-table/table-head.view.js';
import '../leads-table/lead-cards.css';
import type { MyLeadsSort } from './filters/filter.logic.js';

export interface SavedLeadActions {
  onOpen: (lead: SavedLead) => void;
  onViewHours: (lead: SavedLead) => void;
  onViewPitch: (lead: SavedLead) => void;
  /** A status picked in the row's select. */
  onStatus: (lead: SavedLead, status: LeadStatus) => void;
  onToggle: (id: string) => void;
}

function BestTimeCell({ lead }: { lead: SavedLead }) {
  const best = bestTimeView(lead.best_time);
  return (
    <td className="sm-nowrap" data-label="Best time" data-testid="best-time" title={best.reasoning}>
      {best.now ? (
        <span className="sm-callnow">Call now</span>
      ) : (
        <span className={best.label === 'Unknown' ? 'lg-muted' : undefined}>{best.label}</span>
      )}
    </td>
  );
}

function FollowUpCell({ lead }: { lead: SavedLead }) {
  const due = followUpView(lead.follow_up_at);
  return (
    <td className="sm-nowrap" data-label="Follow-up" data-testid="follow-up">
      {due ? <span className={`sm-due sm-due--${due.tone}`}>{due.text}</span> : <span className="lg-muted">None</span>}
    </td>
  );
}

type RowProps = {
  item: SavedLead;
  showOwner?: boolean;
  selected: boolean;
  busy: boolean;
  last: boolean;
  active: boolean;
} & SavedLeadActions;

function SavedLeadRow({
  item,
  selected,
  busy,
  last,
  active,
  onOpen,
  onViewHours,
  onViewPitch,
  onStatus,
  onToggle,
  showOwner,
}: RowProps) {
  const { lead } = item;
  // The row the keys act on is kept in view as the rep moves.
  const ref = useRef<HTMLTableRowElement>(null);
  useEffect(() => {
    if (active) ref.current?.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return (
    <tr
      ref={ref}
      className={`sm-card-row${active ? ' sm-row--active' : ''}`}
      data-testid="saved-lead-row"
      data-saved-id={item.id}
      data-active={active || undefined}
      aria-selected={selected}
    >
      <td className="sm-check-cell">
        <input
          type="checkbox"
          checked={selected}
          onChange={() => onToggle(item.id)}
          aria-label={`Select ${lead.name}`}
        />
      </td>
      {/* The phone sits under the name, so the pipeline columns fit beside the search's. */}
      <NameCell lead={lead}>
        <div className="sm-sub" data-testid="lead-phone">
          {lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : 'No phone'}
        </div>
        {showOwner && item.owner && (
          <div className="sm-sub" data-testid="lead-owner">
            Owner: {item.owner.name || 'A teammate'}
          </div>
        )}
      </NameCell>
      <td data-label="Fit score">
        <ScoreCell lead={lead} up={last} />
      </td>
      <td data-label="Status">
        <StatusSelect
          value={item.status}
          label={`Status of ${lead.name}`}
          disabled={busy}
          onPick={(s) => onStatus(item, s)}
        />
        {item.status === 'lost' && item.lost_reason && (
          <div className="sm-sub" data-testid="lost-reason" title={item.lost_reason}>
            {item.lost_reason}
          </div>
        )}
      </td>
      <BestTimeCell lead={item} />
      <FollowUpCell lead={item} />
      <HoursCell lead={lead} onView={() => onViewHours(item)} />
      <td className="sm-actions-cell" data-label="Actions">
        <div className="sm-actions">
          <Button size="sm" onClick={() => onOpen(item)} aria-label={`Open ${lead.name}`}>
            Open
          </Button>
          {lead.pitch && (
            <Button size="sm" variant="secondary" onClick={() => onViewPitch(item)}>
              View Pitch
            </Button>
          )}
        </div>
      </td>
    </tr>
  );
}

const COLUMNS = ['Restaurant', 'Fit Score', 'Status', 'Best Time to Call', 'Follow-up', 'Hours', 'Actions'];
/** The columns whose header sorts the list, and each order's direction (the server's, one per column). */
const SORT_KEYS: Record<string, MyLeadsSort> = {
  Restaurant: 'name',
  'Fit Score': 'fit_score',
  'Best Time to Call': 'best_time',
  'Follow-up': 'follow_up',
};
const ASCENDING: ReadonlySet<MyLeadsSort> = new Set(['name', 'best_time', 'follow_up']);

export interface SavedLeadsTableProps extends SavedLeadActions {
  items: readonly SavedLead[];
  selected: ReadonlySet<string>;
  busy: ReadonlySet<string>;
  onToggleAll: () => void;
  /** The row the rep's keys act on (j/k), if any. */
  activeIndex?: number | null;
  /** The list's order, set by a click on a sortable column's header. */
  sort?: MyLeadsSort;
  onSort?: (sort: MyLeadsSort) => void;
  /** The team's leads are shown: each row says whose it is. */
  showOwner?: boolean;
}

/**
 * The saved leads of one page: the search table's badge, score bar and hours, plus the pipeline
 * columns; one card per lead below 640 px (lead-cards.css), each cell labelled.
 */
export function SavedLeadsTable({
  items,
  selected,
  busy,
  onToggleAll,
  activeIndex = null,
  sort,
  onSort,
  showOwner = false,
  ...actions
}: SavedLeadsTableProps) {
  const all = items.length > 0 && items.every((i) => selected.has(i.id));
  return (
    <div className="sm-table-wrap sm-table-wrap--cards">
      <table className="sm-table sm-table--cards" data-testid="saved-leads-table">
        <TableHead
          columns={COLUMNS}
          selectAll={{ checked: all, onToggle: onToggleAll, label: 'Select all leads on this page' }}
          sortable={
            sort && onSort
              ? {
                  keys: SORT_KEYS,
                  current: { key: sort, dir: ASCENDING.has(sort) ? 'asc' : 'desc' },
                  onSort: (key) => onSort(key as MyLeadsSort),
                }
              : undefined
          }
        />
        <tbody>
          {items.map((item, i) => (
            <SavedLeadRow
              key={item.id}
              item={item}
              selected={selected.has(item.id)}
              busy={busy.has(item.id)}
              last={i >= 3 && i >= items.length - 3}
              active={i === activeIndex}
              showOwner={showOwner}
              {...actions}
            />
          ))}
        </tbody>
      </table>
    </div>
  );
}
