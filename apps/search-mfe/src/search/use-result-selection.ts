import type { Lead } from '@leadgen/contracts';
import { useCallback, useMemo, useState } from 'react';
import { leadKey } from '../leads-table/lead.format.js';
import { toggleAll, toggleOne } from '../my-leads/selection.logic.js';

/** The result rows the rep ticked (by lead key), as the leads table takes them, and a way to clear them. */
export function useResultSelection(leads: readonly Lead[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const keys = useMemo(() => leads.map((l, i) => leadKey(l, i)), [leads]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return {
    selected,
    onToggle: (key: string) => setSelected((s) => toggleOne(s, key)),
    onToggleAll: () => setSelected((s) => toggleAll(s, keys)),
    clear,
  };
}

export type ResultSelection = ReturnType<typeof useResultSelection>;
