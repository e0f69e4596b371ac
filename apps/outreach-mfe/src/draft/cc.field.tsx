import type { OutreachDraft } from '@leadgen/contracts';
import type { DraftForm } from './draft.logic.js';

export interface CcFieldProps {
  cc: NonNullable<OutreachDraft['cc']>;
  form: DraftForm;
  onChange: (change: Partial<DraftForm>) => void;
}

/** 'Cc' on a reply to the colleague they pointed to: the one who did is copied unless the rep unticks it. */
export function CcField({ cc, form, onChange }: CcFieldProps) {
  return (
    <label className="lg-check or-cc" data-testid="draft-cc">
      <input type="checkbox" checked={form.cc} onChange={(e) => onChange({ cc: e.target.checked })} />
      <span className="or-recipient__text">
        Cc <span className="or-recipient__address">{cc.name ? `${cc.name} (${cc.address})` : cc.address}</span>
        <span className="lg-muted">, who pointed you here</span>
      </span>
    </label>
  );
}
