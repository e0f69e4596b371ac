import type { ApiClient, LeadList, LeadStatus, SavedLead, SavedLeadDetail, StoredPitch } from '@leadgen/contracts';
import { Alert, Button, LoadingState, Modal } from '@leadgen/ui';
import { useId, useState, type FormEvent } from 'react';
import { fitBadge, formatCuisine } from '../leads-table/lead.format.js';
import { activityText, bestTimeView, dateInputValue, formatWhen } from './my-leads.logic.js';
import { LostReasonModal, StatusPill, StatusSelect } from './status.view.js';
import { useSavedLead } from './use-saved-lead.js';

type Toast = (message: string, type?: 'success' | 'error') => void;

function Pipeline({
  detail,
  lists,
  saving,
  onStatus,
  onFollowUp,
  onMove,
}: {
  detail: SavedLeadDetail;
  lists: readonly LeadList[];
  saving: boolean;
  onStatus: (s: LeadStatus) => void;
  onFollowUp: (day: string) => void;
  onMove: (listId: string) => void;
}) {
  const id = useId();
  const [day, setDay] = useState(dateInputValue(detail.follow_up_at));
  return (
    <section className="sm-detail-section" aria-labelledby={`${id}-h`}>
      <h3 id={`${id}-h`}>Pipeline</h3>
      <div className="sm-detail-grid">
        <div className="lg-field">
          <label className="lg-label" htmlFor={`${id}-status`}>
            Status
          </label>
          <StatusSelect id={`${id}-status`} label="Status" value={detail.status} disabled={saving} onPick={onStatus} />
          {detail.status === 'lost' && detail.lost_reason && <span className="sm-sub">Lost: {detail.lost_reason}</span>}
        </div>
        <div className="lg-field">
          <label className="lg-label" htmlFor={`${id}-follow`}>
            Next follow-up
          </label>
          <div className="lg-row">
            <input
              id={`${id}-follow`}
              type="date"
              className="lg-input"
              value={day}
              onChange={(e) => setDay(e.target.value)}
            />
            <Button
              size="sm"
              variant="secondary"
              disabled={saving || day === dateInputValue(detail.follow_up_at)}
              onClick={() => onFollowUp(day)}
            >
              Save date
            </Button>
            {detail.follow_up_at && (
              <Button
                size="sm"
                variant="ghost"
                disabled={saving}
                onClick={() => {
                  setDay('');
                  onFollowUp('');
                }}
              >
                Clear
              </Button>
            )}
          </div>
        </div>
        <div className="lg-field">
          <label className="lg-label" htmlFor={`${id}-list`}>
            List
          </label>
          <select
            id={`${id}-list`}
            className="lg-input"
            value={detail.list.id}
            disabled={saving}
            onChange={(e) => onMove(e.target.value)}
          >
            {lists.length === 0 && <option value={detail.list.id}>{detail.list.name}</option>}
            {lists.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
      </div>
    </section>
  );
}

function BestTime({ detail }: { detail: SavedLeadDetail }) {
  const best = bestTimeView(detail.best_time);
  return (
    <section className="sm-detail-section" data-testid="detail-best-time">
      <h3>Best time to call</h3>
      <p style={{ margin: 0 }}>
        <strong className={best.now ? 'sm-callnow' : undefined}>{best.label}</strong>
        {detail.best_time.time_zone && <span className="lg-muted"> · {detail.best_time.time_zone}</span>}
      </p>
      <p className="lg-muted" style={{ margin: '0.25rem 0 0' }}>
        {best.reasoning}
      </p>
    </section>
  );
}

function Notes({
  detail,
  saving,
  onAdd,
}: {
  detail: SavedLeadDetail;
  saving: boolean;
  onAdd: (text: string) => Promise<boolean>;
}) {
  const id = useId();
  const [text, setText] = useState('');
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await onAdd(text)) setText('');
  }
  return (
    <section className="sm-detail-section" data-testid="detail-notes">
      <h3>Notes ({detail.notes.length})</h3>
      <form onSubmit={(e) => void submit(e)} className="lg-stack" style={{ gap: '0.5rem' }}>
        <label className="lg-visually-hidden" htmlFor={id}>
          New note
        </label>
        <textarea
          id={id}
          className="lg-input"
          rows={2}
          maxLength={5000}
          placeholder="What did you learn? e.g. Owner is in on Tuesdays"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div>
          <Button type="submit" size="sm" disabled={saving || !text.trim()}>
            Add note
          </Button>
        </div>
      </form>
      {detail.notes.length > 0 && (
        <ul className="sm-timeline">
          {detail.notes.map((n) => (
            <li key={n.id} data-testid="note">
              <time dateTime={n.created_at}>{formatWhen(n.created_at)}</time>
              <p>{n.text}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Pitches({ pitches, onView }: { pitches: readonly StoredPitch[]; onView: (p: StoredPitch) => void }) {
  return (
    <section className="sm-detail-section" data-testid="detail-pitches">
      <h3>Pitches ({pitches.length})</h3>
      {pitches.length === 0 ? (
        <p className="lg-muted">No pitch yet. Pitches generated for this lead in Search Leads are kept here.</p>
      ) : (
        <ul className="sm-timeline">
          {pitches.map((p) => (
            <li key={p.id} className="lg-row" style={{ justifyContent: 'space-between' }}>
              <span>
                <strong>
                  {p.kind === 'custom'
                    ? `Custom pitch${p.vendor ? ` (${p.vendor.company_name})` : ''}`
                    : 'Generated pitch'}
                </strong>{' '}
                <time className="lg-muted" dateTime={p.created_at}>
                  {formatWhen(p.created_at)}
                </time>
              </span>
              <Button size="sm" variant="secondary" onClick={() => onView(p)}>
                View
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Diagnostics({ detail }: { detail: SavedLeadDetail }) {
  return (
    <section className="sm-detail-section" data-testid="detail-diagnostics">
      <h3>Diagnostic reports ({detail.diagnostics.length})</h3>
      {detail.diagnostics.length === 0 ? (
        <p className="lg-muted">
          No diagnostic yet. Run Diagnose on this lead in Search Leads and the report is kept here.
        </p>
      ) : (
        <ul className="sm-timeline">
          {detail.diagnostics.map((d) => (
            <li key={d.id}>
              <time dateTime={d.created_at}>{formatWhen(d.created_at)}</time>
              <p>
                {d.report.restaurant_name}
                {d.report.website_url ? ` · ${d.report.website_url}` : ''}
                {typeof d.report.google_data?.rating === 'number'
                  ? ` · Google rating ${d.report.google_data.rating}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function History({ detail }: { detail: SavedLeadDetail }) {
  return (
    <section className="sm-detail-section" data-testid="detail-history">
      <h3>Activity</h3>
      <ul className="sm-timeline">
        {detail.history.map((a) => (
          <li key={a.id} data-testid="activity">
            <time dateTime={a.at}>{formatWhen(a.at)}</time>
            <p>{activityText(a)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Head({ detail }: { detail: SavedLeadDetail }) {
  const { lead } = detail;
  const badge = fitBadge(lead.fit_decision);
  return (
    <div className="sm-detail-head">
      <div className="sm-name">
        <span className={`sm-badge sm-badge--${badge.tone}`}>{badge.text}</span>
        <StatusPill status={detail.status} />
        <span className="lg-muted">in {detail.list.name}</span>
      </div>
      <div className="sm-sub">
        {[formatCuisine(lead.cuisine_type), lead.address, lead.phone].filter(Boolean).join(' · ')}
      </div>
      <div className="sm-sub">Saved {formatWhen(detail.saved_at)}</div>
    </div>
  );
}

export interface LeadDetailPanelProps {
  api: ApiClient;
  item: SavedLead;
  lists: readonly LeadList[];
  toast: Toast;
  onChanged: (item: SavedLead) => void;
  onViewPitch: (pitch: StoredPitch, detail: SavedLeadDetail) => void;
  onClose: () => void;
}

/** A saved lead opened from the table: its pipeline, best time to call, notes, pitches, diagnostics and activity. */
export function LeadDetailPanel({ api, item, lists, toast, onChanged, onViewPitch, onClose }: LeadDetailPanelProps) {
  const lead = useSavedLead(api, item.id, toast, onChanged);
  const [askLost, setAskLost] = useState(false);
  const { detail } = lead;

  function pickStatus(s: LeadStatus) {
    if (s === 'lost') setAskLost(true);
    else void lead.setStatus(s);
  }

  return (
    <>
      {/* The reason prompt takes the panel's place, so Escape there closes only the prompt. */}
      {!askLost && (
        <Modal
          title={item.lead.name}
          wide
          onClose={onClose}
          footer={
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          }
        >
          <div data-testid="lead-detail">
            {lead.error && <Alert tone="error">{lead.error}</Alert>}
            {!detail && !lead.error && <LoadingState message="Loading lead..." />}
            {detail && (
              <div className="lg-stack">
                <Head detail={detail} />
                <Pipeline
                  key={detail.version}
                  detail={detail}
                  lists={lists}
                  saving={lead.saving}
                  onStatus={pickStatus}
                  onFollowUp={(day) => void lead.setFollowUp(day)}
                  onMove={(listId) => void lead.moveToList(listId)}
                />
                <BestTime detail={detail} />
                <Notes detail={detail} saving={lead.saving} onAdd={lead.addNote} />
                <Pitches pitches={detail.pitches} onView={(p) => onViewPitch(p, detail)} />
                <Diagnostics detail={detail} />
                <History detail={detail} />
              </div>
            )}
          </div>
        </Modal>
      )}
      {askLost && (
        <LostReasonModal
          what={item.lead.name}
          onCancel={() => setAskLost(false)}
          onConfirm={(reason) => {
            setAskLost(false);
            void lead.setStatus('lost', reason);
          }}
        />
      )}
    </>
  );
}
