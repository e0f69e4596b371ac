import { useEffect, useRef, useState } from 'react';

/** Which ends of a scrolling tab bar hide tabs: what the bar's fades and arrows show. */
export interface TabOverflow {
  before: boolean;
  after: boolean;
}

/**
 * On a narrow screen the tab bar scrolls sideways: this says at which end tabs are hidden (so the
 * bar can show it), and brings the open tab into view whenever it changes. `content` names what the
 * bar holds (its tabs, their counts): when it changes, the ends are measured again, since a wider
 * content does not resize the bar itself.
 */
export function useTabOverflow<T>(active: T, content = '') {
  const listRef = useRef<HTMLDivElement>(null);
  const measureRef = useRef<() => void>(() => undefined);
  const [overflow, setOverflow] = useState<TabOverflow>({ before: false, after: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const before = list.scrollLeft > 1;
      const after = list.scrollLeft + list.clientWidth < list.scrollWidth - 1;
      setOverflow((o) => (o.before === before && o.after === after ? o : { before, after }));
    };
    measure();
    measureRef.current = measure;
    list.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(list);
    return () => {
      measureRef.current = () => undefined;
      list.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, []);

  useEffect(() => measureRef.current(), [content]);

  useEffect(() => {
    const list = listRef.current;
    const tab = list?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!list || !tab) return;
    // Only the bar scrolls (never the page): the open tab is shown whole, with a little of its neighbour.
    const left = tab.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft) list.scrollLeft = Math.max(0, left - 24);
    else if (left + tab.offsetWidth > list.scrollLeft + list.clientWidth)
      list.scrollLeft = left + tab.offsetWidth - list.clientWidth + 24;
  }, [active]);

  return { listRef, overflow };
}
