import { useRef, type KeyboardEvent } from 'react';

export interface Section<Id extends string> {
  id: Id;
  label: string;
  /** A count beside the label ('3'), and the same in words for a screen reader ('3 unread answers'). */
  badge?: string;
  badgeWords?: string;
}

export interface SectionTabsProps<Id extends string> {
  label: string;
  sections: readonly Section<Id>[];
  active: Id;
  onOpen: (id: Id) => void;
  /** Ids of the tabs and panels are `${idPrefix}-tab-${id}` and `${idPrefix}-panel-${id}`. */
  idPrefix: string;
}

/** Sub-tabs inside the Outreach tab; arrow keys, Home and End move between them. */
export function SectionTabs<Id extends string>({ label, sections, active, onOpen, idPrefix }: SectionTabsProps<Id>) {
  const tabs = useRef(new Map<Id, HTMLButtonElement>());
  const onKey = (e: KeyboardEvent, index: number) => {
    const last = sections.length - 1;
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = sections[(to + sections.length) % sections.length]!;
    onOpen(next.id);
    tabs.current.get(next.id)?.focus();
  };
  return (
    <div className="or-sections" role="tablist" aria-label={label}>
      {sections.map((s, index) => (
        <button
          key={s.id}
          ref={(el) => {
            if (el) tabs.current.set(s.id, el);
            else tabs.current.delete(s.id);
          }}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${s.id}`}
          aria-selected={active === s.id}
          aria-controls={`${idPrefix}-panel-${s.id}`}
          tabIndex={active === s.id ? 0 : -1}
          className="or-section-tab"
          data-section={s.id}
          onClick={() => onOpen(s.id)}
          onKeyDown={(e) => onKey(e, index)}
        >
          {s.label}
          {s.badge && (
            <span className="or-count" data-testid={`${s.id}-count`}>
              <span aria-hidden="true">{s.badge}</span>
              <span className="lg-visually-hidden">, {s.badgeWords ?? s.badge}</span>
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
