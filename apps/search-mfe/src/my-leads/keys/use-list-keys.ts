import { useEffect, useRef, useState, type RefObject } from 'react';
import { listKeyAction, movedIndex, type ListKeyAction } from './list-keys.logic.js';

/**
 * The rep's keys on a list of leads: which row is active, and a key's action on it. The active row
 * is a lead, not a place: a lead that moves in the list (its status changed under 'Recently
 * changed') stays active. Keys count only while the list is on screen (its tab shown) and no dialog
 * is open over it; a key typed in a field stays the field's.
 */
export function useListKeys(
  root: RefObject<HTMLElement | null>,
  ids: readonly string[],
  act: (action: Exclude<ListKeyAction, { kind: 'move' }>, index: number | null) => void,
): number | null {
  const [activeId, setActiveId] = useState<string | null>(null);
  // A lead that left the page (a filter, the next page) gives its place to the row now there.
  const lastIndex = useRef<number | null>(null);
  let index = activeId === null ? -1 : ids.indexOf(activeId);
  if (index < 0 && activeId !== null && lastIndex.current !== null && ids.length)
    index = Math.min(lastIndex.current, ids.length - 1);
  const active = index < 0 ? null : index;
  lastIndex.current = active;
  const latest = useRef({ act, ids, active });
  latest.current = { act, ids, active };

  useEffect(() => {
    function onKey(e: KeyboardEvent) {
      const el = root.current;
      if (!el || el.offsetParent === null || document.querySelector('[role="dialog"]')) return;
      const action = listKeyAction({
        key: e.key,
        ctrlKey: e.ctrlKey,
        metaKey: e.metaKey,
        altKey: e.altKey,
        target: e.target as HTMLElement | null,
      });
      if (!action) return;
      e.preventDefault();
      const { act: run, ids: now, active: at } = latest.current;
      if (action.kind === 'move') {
        const next = movedIndex(at, action.by, now.length);
        setActiveId(next === null ? null : (now[next] ?? null));
      } else run(action, at);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);

  return active;
}
