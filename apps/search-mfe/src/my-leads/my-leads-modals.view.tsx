import type {
  Lead,
  LeadList,
  RemoteProps,
  SavedLead,
  SavedLeadDetail,
  StoredDiagnostic,
  StoredPitch,
} from '@leadgen/contracts';
import { HoursModal } from '../leads-table/hours.modal.js';
import { customPitchTitle } from '../pitch/custom-pitch.logic.js';
import { PitchModal } from '../pitch/pitch.modal.js';
import { DiagnosticReportModal } from './detail/diagnostic-report.modal.js';
import { LeadDetailPanel, type OpenedLead } from './detail/lead-detail.panel.js';
import { LostReasonModal } from './detail/lost-reason.modal.js';
import type { MyLeads } from './use-my-leads.js';

/** Which modal is open over the tab. */
export type ShownModal =
  | { kind: 'detail'; item: OpenedLead }
  | { kind: 'hours'; lead: Lead }
  | { kind: 'pitch'; lead: Lead; pitch?: StoredPitch; back?: OpenedLead }
  | { kind: 'diagnostic'; diagnostic: StoredDiagnostic; back: OpenedLead }
  | { kind: 'lost'; items: SavedLead[] }
  | null;

/** The modal open over the tab, if any: a lead's panel, its hours, a pitch, or the lost reason. */
export function MyLeadsModals({
  shown,
  setShown,
  api,
  toast,
  lists,
  leads,
  onEmail,
}: Pick<RemoteProps, 'api' | 'toast'> & {
  /** 'Email' on a lead's panel, where the shell has an Outreach tab. */
  onEmail?: (detail: SavedLeadDetail) => void;
  shown: ShownModal;
  setShown: (s: ShownModal) => void;
  lists: readonly LeadList[];
  leads: MyLeads;
}) {
  if (!shown) return null;
  if (shown.kind === 'hours') return <HoursModal lead={shown.lead} onClose={() => setShown(null)} />;
  if (shown.kind === 'pitch') {
    const back = () => setShown(shown.back ? { kind: 'detail', item: shown.back } : null);
    const stored = shown.pitch;
    return (
      <PitchModal
        lead={shown.lead}
        pitch={stored ? stored.pitch : shown.lead.pitch}
        title={stored?.kind === 'custom' && stored.vendor ? customPitchTitle(stored.vendor.company_name) : undefined}
        vendor={stored?.vendor?.company_name}
        onClose={back}
      />
    );
  }
  if (shown.kind === 'diagnostic')
    return (
      <DiagnosticReportModal
        diagnostic={shown.diagnostic}
        onClose={() => setShown({ kind: 'detail', item: shown.back })}
      />
    );
  if (shown.kind === 'lost') {
    const what = shown.items.length === 1 ? shown.items[0]!.lead.name : `${shown.items.length} leads`;
    return (
      <LostReasonModal
        what={what}
        onCancel={() => setShown(null)}
        onConfirm={(reason) => {
          setShown(null);
          void leads.setStatus(shown.items[0]!, 'lost', reason);
        }}
      />
    );
  }
  return (
    <LeadDetailPanel
      api={api}
      item={shown.item}
      lists={lists}
      toast={toast}
      onChanged={leads.replace}
      onViewPitch={(pitch, detail) => setShown({ kind: 'pitch', lead: detail.lead, pitch, back: shown.item })}
      onViewDiagnostic={(diagnostic) => setShown({ kind: 'diagnostic', diagnostic, back: shown.item })}
      onClose={() => {
        setShown(null);
        void leads.reload();
      }}
      onEmail={
        onEmail &&
        ((detail) => {
          // The panel closes first: the composer opens on the Outreach tab.
          setShown(null);
          onEmail(detail);
        })
      }
    />
  );
}
