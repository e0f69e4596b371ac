import type { Lead, SiteContacts } from '@leadgen/contracts';

/* What a lead row is given: the actions its buttons call, and the row checkboxes. */

export interface RowActions {
  onViewHours: (key: string) => void;
  onViewPitch: (key: string) => void;
  /** 'View Pitch' on a saved lead that keeps a pitch: opens the kept one (no new pitch); the button shows when this is given. */
  onViewKeptPitch?: (lead: Lead, key: string) => void;
  onGeneratePitch: (lead: Lead, key: string) => void;
  /**
   * The business the rep's selected report is about; 'Custom Pitch' shows only when it is set
   * and onCustomPitch is given.
   */
  customVendor?: string | null;
  onCustomPitch?: (lead: Lead, key: string) => void;
  /** 'Diagnose': the Diagnostic Checklist on the lead's website; the button shows when this is given. */
  onDiagnose?: (lead: Lead) => void;
  /** Demo mode: a demo lead's 'Visit' opens the demo world's view of its fictional site. */
  demoMode?: boolean;
  /** 'Save' to My Leads; the button shows when this is given and the lead is not saved yet. */
  onSave?: (lead: Lead, key: string) => void;
  /** Rows being saved. */
  savingKeys?: ReadonlySet<string>;
  /** 'Find contacts': reads the lead's website for people, emails and phones; the button shows when this is given. */
  onFindContacts?: (lead: Lead, key: string) => void;
  /** Rows whose website is being read for contacts. */
  findingKeys?: ReadonlySet<string>;
  /** What 'Find contacts' found for rows, by lead key (their marks show a known email or person). */
  contactsFound?: ReadonlyMap<string, SiteContacts>;
}

export type ActionsCellProps = { lead: Lead; rowKey: string; busy: boolean; customBusy: boolean } & Omit<
  RowActions,
  'onViewHours'
>;

export interface RowSelection {
  selected: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Ticks (or unticks) these rows: the rows shown. */
  onToggleAll: (keys: readonly string[]) => void;
}
