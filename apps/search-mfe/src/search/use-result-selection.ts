import type { Lead } from '@leadgen/contracts';
import { useCallback, useMemo, useState } from 'react';
import { leadKey } from '../leads-table/lead.format.js';
import { toggleAll, toggleOne } from '../shared/selection.logic.js';

/** The result rows the rep ticked (by lead key), as the leads table takes them, and a way to clear them. */
export function useResultSelection(leads: readonly Lead[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const keys = useMemo(() => new Set(leads.map((l, i) => leadKey(l, i))), [leads]);
  const clear = useCallback(() => setSelected(new Set()), []);
  return {
    // Only rows of the current results count (a tick from an earlier search never does).
    selected: useMemo(() => new Set([...selected].filter((k) => keys.has(k))), [selected, keys]) as ReadonlySet<string>,
    onToggle: (key: string) => setSelected((s) => toggleOne(s, key)),
    /** Ticks the rows shown (a page), or unticks them when all are ticked. */
    onToggleAll: (shown: readonly string[]) => setSelected((s) => toggleAll(s, shown)),
    clear,
  };
}

export type ResultSelection = ReturnType<typeof useResultSelection>;
