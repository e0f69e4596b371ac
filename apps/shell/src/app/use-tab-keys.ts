import { useRef, type KeyboardEvent } from 'react';

/**
 * Keyboard use of a tab list: the left and right arrows open the previous or next tab,
 * wrapping at the ends, and focus follows the tab that opened.
 */
export function useTabKeys<K>(keys: readonly K[], open: (key: K) => void) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());

  /** The ref callback for the button of one tab. */
  const tabRef = (key: K) => (el: HTMLButtonElement | null) => {
    if (el) buttons.current.set(key, el);
    else buttons.current.delete(key);
  };

  function onTabKey(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = keys[(index + step + keys.length) % keys.length];
    open(next);
    buttons.current.get(next)?.focus();
  }

  return { tabRef, onTabKey };
}
