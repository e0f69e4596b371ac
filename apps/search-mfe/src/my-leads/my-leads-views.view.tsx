import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import type { MyLeadsViewKind } from './view-address.js';
import { tabAfterKey } from './view-keys.logic.js';

const VIEWS: readonly { key: MyLeadsViewKind; label: string }[] = [
  { key: 'saved', label: 'Saved leads' },
  { key: 'new', label: 'New this week' },
];

interface MyLeadsViewsProps {
  view: MyLeadsViewKind;
  onView: (view: MyLeadsViewKind) => void;
  /** The view shown. */
  children: ReactNode;
}

/** Saved leads and 'New this week' as two tabs over the view shown; the arrow keys move between them. */
export function MyLeadsViews({ view, onView, children }: MyLeadsViewsProps) {
  const id = useId();
  const tabs = useRef(new Map<MyLeadsViewKind, HTMLButtonElement | null>());

  function onKey(e: KeyboardEvent, index: number) {
    const to = tabAfterKey(e.key, index, VIEWS.length);
    if (to === null) return;
    e.preventDefault();
    const next = VIEWS[to]!.key;
    onView(next);
    tabs.current.get(next)?.focus();
  }

  return (
    <>
      <div className="sm-views" role="tablist" aria-label="My Leads views">
        {VIEWS.map((v, index) => (
          <button
            key={v.key}
            ref={(el) => void tabs.current.set(v.key, el)}
            type="button"
            role="tab"
            id={`${id}-${v.key}`}
            aria-selected={view === v.key}
            aria-controls={`${id}-panel`}
            tabIndex={view === v.key ? 0 : -1}
            className="sm-view-tab"
            onClick={() => onView(v.key)}
            onKeyDown={(e) => onKey(e, index)}
          >
            {v.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${view}`} className="lg-stack">
        {children}
      </div>
    </>
  );
}
