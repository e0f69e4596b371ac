import type { LeadList, LeadStatus, SavedLeadDetail } from '@leadgen/contracts';
import { useId } from 'react';
import { FollowUpField } from './follow-up-field.view.js';
import { StatusSelect } from '../shared/status-select.view.js';

/** The lead's place in the pipeline: its status, next follow-up and list, each changed here. */
export function LeadPipeline({
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
        <FollowUpField id={`${id}-follow`} followUpAt={detail.follow_up_at} saving={saving} onFollowUp={onFollowUp} />
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
