import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Calls `onShown` each time the element comes back into view after being hidden: the shell keeps a
 * visited tab mounted and hides it, so the tab reads its lists again when the rep returns to it
 * (follow-ups go out, and addresses unsubscribe, while the rep works elsewhere).
 */
export function useWhenShown<T extends Element>(onShown: () => void) {
  const ref = useRef<T>(null);
  const shown = useEffectEvent(onShown);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let wasHidden = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      if (!entry.isIntersecting) wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        shown();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return ref;
}
