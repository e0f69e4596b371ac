import type {
  LeadList,
  LeadStatus,
  RemoteProps,
  SavedLead,
  SavedLeadDetail,
  StoredDiagnostic,
  StoredPitch,
  ApiClient,
} from '@leadgen/contracts';
import { Alert, LoadingState, Modal } from '@leadgen/ui';
import { useState } from 'react';
import { LeadContacts } from '../../contacts/lead-contacts.view.js';
import { LeadBestTime } from './lead-best-time.view.js';
import { LeadDetailFooter } from './lead-detail-footer.view.js';
import { LeadDetailHead } from './lead-detail-head.view.js';
import { LeadDiagnostics } from './lead-diagnostics.view.js';
import { LeadHistory } from './lead-history.view.js';
import { LeadNotes } from './lead-notes.view.js';
import { LeadPipeline } from './lead-pipeline.view.js';
import { LeadPitches } from './lead-pitches.view.js';
import { LostReasonModal } from './lost-reason.modal.js';
import { NotInterestedOffer } from './not-interested.view.js';
import { useSavedLead } from './use-saved-lead.js';

/** A saved lead the panel opens: from the table with its name, or from an address with its id alone. */
export type OpenedLead = Pick<SavedLead, 'id'> & { lead?: Pick<SavedLead['lead'], 'name'> };

export interface LeadDetailPanelProps {
  api: ApiClient;
  item: OpenedLead;
  lists: readonly LeadList[];
  toast: RemoteProps['toast'];
  onChanged: (item: SavedLead) => void;
  onViewPitch: (pitch: StoredPitch, detail: SavedLeadDetail) => void;
  /** A stored diagnostic opened in full. */
  onViewDiagnostic?: (diagnostic: StoredDiagnostic) => void;
  onClose: () => void;
  /** 'Email': opens the Outreach tab's composer for this lead; absent where the shell has no Outreach tab. */
  onEmail?: (detail: SavedLeadDetail) => void;
}

/** A saved lead opened from the table: its pipeline, best time to call, contacts, notes, pitches, diagnostics and activity. */
export function LeadDetailPanel({
  api,
  item,
  lists,
  toast,
  onChanged,
  onViewPitch,
  onViewDiagnostic,
  onClose,
  onEmail,
}: LeadDetailPanelProps) {
  const lead = useSavedLead(api, item.id, toast, onChanged);
  const [askLost, setAskLost] = useState(false);
  const { detail } = lead;
  const name = item.lead?.name ?? detail?.lead.name ?? 'Saved lead';

  function pickStatus(s: LeadStatus) {
    if (s === 'lost') setAskLost(true);
    else void lead.setStatus(s);
  }

  return (
    <>
      {/* The reason prompt takes the panel's place, so Escape there closes only the prompt. */}
      {!askLost && (
        <Modal
          title={name}
          wide
          onClose={onClose}
          footer={<LeadDetailFooter api={api} detail={detail} onEmail={onEmail} onClose={onClose} />}
        >
          <div data-testid="lead-detail">
            {lead.error && <Alert tone="error">{lead.error}</Alert>}
            {!detail && !lead.error && <LoadingState message="Loading lead..." />}
            {detail && (
              <div className="lg-stack">
                <LeadDetailHead detail={detail} />
                <NotInterestedOffer detail={detail} lead={lead} />
                <LeadPipeline
                  key={detail.version}
                  detail={detail}
                  lists={lists}
                  saving={lead.saving}
                  onStatus={pickStatus}
                  onFollowUp={(day) => void lead.setFollowUp(day)}
                  onMove={(listId) => void lead.moveToList(listId)}
                />
                <LeadBestTime detail={detail} />
                <LeadContacts api={api} detail={detail} toast={toast} onChanged={() => void lead.reload()} />
                <LeadNotes detail={detail} saving={lead.saving} onAdd={lead.addNote} />
                <LeadPitches pitches={detail.pitches} onView={(p) => onViewPitch(p, detail)} emailWrites={!!onEmail} />
                <LeadDiagnostics detail={detail} onOpen={onViewDiagnostic} />
                <LeadHistory detail={detail} />
              </div>
            )}
          </div>
        </Modal>
      )}
      {askLost && (
        <LostReasonModal
          what={name}
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
