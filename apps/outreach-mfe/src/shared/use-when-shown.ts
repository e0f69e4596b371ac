import { useEffect, useEffectEvent, useRef, useState } from 'react';

/**
 * Whether the element is shown, and `onShown` each time it comes back into view after being
 * hidden: the shell keeps a visited tab mounted and hides it, so the tab reads its lists again when
 * the rep returns to it (follow-ups go out, and addresses unsubscribe, while the rep works
 * elsewhere), and reads them on a timer only while it is shown.
 */
export function useWhenShown<T extends Element>(onShown: () => void) {
  const ref = useRef<T>(null);
  const [shown, setShown] = useState(true);
  const comeBack = useEffectEvent(onShown);
  useEffect(() => {
    const el = ref.current;
    if (!el || typeof IntersectionObserver === 'undefined') return;
    let wasHidden = false;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry) return;
      setShown(entry.isIntersecting);
      if (!entry.isIntersecting) wasHidden = true;
      else if (wasHidden) {
        wasHidden = false;
        comeBack();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, shown };
}
