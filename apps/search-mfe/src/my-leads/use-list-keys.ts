import { useEffect, useRef, useState, type RefObject } from 'react';
import { listKeyAction, movedIndex, type ListKeyAction } from './list-keys.logic.js';

/**
 * The rep's keys on a list of leads: which row is active, and a key's action on it. Keys count
 * only while the list is on screen (its tab shown) and no dialog is open over it; a key typed in a
 * field stays the field's.
 */
export function useListKeys(
  root: RefObject<HTMLElement | null>,
  count: number,
  act: (action: Exclude<ListKeyAction, { kind: 'move' }>, index: number | null) => void,
): number | null {
  const [active, setActive] = useState<number | null>(null);
  const latest = useRef({ act, count, active });
  latest.current = { act, count, active };

  // A shorter page (a filter, the next page) keeps the active row on the list.
  useEffect(() => {
    setActive((a) => (a === null || count === 0 ? null : Math.min(a, count - 1)));
  }, [count]);

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
      const { act: run, count: n, active: at } = latest.current;
      if (action.kind === 'move') setActive(movedIndex(at, action.by, n));
      else run(action, at);
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [root]);

  return active;
}
