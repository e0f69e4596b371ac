import type { ReactNode } from 'react';
import { unreadBadge, unreadWords } from './inbox/inbox.logic.js';
import { SectionTabs } from './shared/section-tabs.view.js';

export type OutreachSection = 'outbox' | 'inbox';

export interface OutreachSectionsProps {
  active: OutreachSection;
  onOpen: (section: OutreachSection) => void;
  /** Unread answers: the count on the Inbox sub-tab. */
  unread: number;
  outbox: ReactNode;
  inbox: ReactNode;
}

/** The Outbox and Inbox sub-tabs of the Outreach tab; the Inbox's shows how many answers are unread. */
export function OutreachSections({ active, onOpen, unread, outbox, inbox }: OutreachSectionsProps) {
  const sections = [
    { id: 'outbox' as const, label: 'Outbox' },
    { id: 'inbox' as const, label: 'Inbox', badge: unreadBadge(unread), badgeWords: unreadWords(unread) },
  ];
  return (
    <div className="lg-stack">
      <SectionTabs label="Outreach sections" sections={sections} active={active} onOpen={onOpen} idPrefix="or" />
      {sections.map((s) => (
        <div
          key={s.id}
          role="tabpanel"
          id={`or-panel-${s.id}`}
          aria-labelledby={`or-tab-${s.id}`}
          hidden={active !== s.id}
        >
          {active === s.id && (s.id === 'outbox' ? outbox : inbox)}
        </div>
      ))}
    </div>
  );
}
