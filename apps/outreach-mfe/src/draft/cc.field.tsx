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
    <fieldset className="or-recipients" data-testid="draft-cc">
      <legend className="lg-label">Cc</legend>
      <label className="or-recipient">
        <input type="checkbox" checked={form.cc} onChange={(e) => onChange({ cc: e.target.checked })} />
        <span className="or-recipient__text">
          <span className="or-recipient__address">{cc.address}</span>
          <span className="lg-muted"> {cc.name ? `${cc.name}, who pointed you here` : 'who pointed you here'}</span>
        </span>
      </label>
    </fieldset>
  );
}
