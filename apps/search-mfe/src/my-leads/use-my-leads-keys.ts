import type { LeadStatus, SavedLead } from '@leadgen/contracts';
import { useMemo, useState, type RefObject } from 'react';
import type { ShownModal } from './my-leads-modals.view.js';
import { useListKeys } from './keys/use-list-keys.js';

/**
 * My Leads by keyboard: move between rows, open a lead, add a note, set a status, select, search,
 * and '?' for the sheet of keys. The active row and whether the sheet is shown.
 */
export function useMyLeadsKeys(
  root: RefObject<HTMLElement | null>,
  items: readonly SavedLead[],
  on: {
    show: (modal: ShownModal) => void;
    pickRowStatus: (item: SavedLead, status: LeadStatus) => void;
    toggle: (id: string) => void;
  },
) {
  const [sheetShown, setSheetShown] = useState(false);
  const ids = useMemo(() => items.map((i) => i.id), [items]);
  const active = useListKeys(root, ids, (action, at) => {
    if (action.kind === 'help') return setSheetShown(true);
    if (action.kind === 'filter')
      return focusIn(root.current?.closest('[data-testid="my-leads"]'), 'input[type="search"]');
    const item = at === null ? undefined : items[at];
    if (!item) return;
    if (action.kind === 'open') on.show({ kind: 'detail', item });
    else if (action.kind === 'note') {
      on.show({ kind: 'detail', item });
      focusWhenShown('[data-testid="detail-notes"] textarea');
    } else if (action.kind === 'toggle') on.toggle(item.id);
    else if (action.kind === 'status' && action.status !== item.status) on.pickRowStatus(item, action.status);
  });
  return { active, sheetShown, closeSheet: () => setSheetShown(false) };
}

function focusIn(scope: Element | null | undefined, selector: string): void {
  (scope?.querySelector(selector) as HTMLElement | null)?.focus();
}

/** Focuses what a panel opening now will show, once it is there (it renders on the next frames). */
function focusWhenShown(selector: string, tries = 20): void {
  const el = document.querySelector(selector) as HTMLElement | null;
  if (el) el.focus();
  else if (tries > 0) setTimeout(() => focusWhenShown(selector, tries - 1), 50);
}
