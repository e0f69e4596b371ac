import { useEffect, useRef } from 'react';

/** Moves focus to each new step's heading so screen readers announce it; arriving on the page leaves focus be. */
export function useStepFocus(step: string) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);
  return headingRef;
}
