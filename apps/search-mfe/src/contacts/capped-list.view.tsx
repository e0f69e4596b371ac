import { Button } from '@leadgen/ui';
import { useState, type ReactNode } from 'react';

/** A list shows this many at first: a chain's locations page can list hundreds of numbers. */
export const FIRST_SHOWN = 8;

/** The first items of a long list, with 'Show all' for the rest. `what` names them: "phones". */
export function CappedList<T>({
  items,
  what,
  children,
}: {
  items: readonly T[];
  what: string;
  children: (item: T, index: number) => ReactNode;
}) {
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, FIRST_SHOWN);
  return (
    <>
      <ul className="sm-contact-list">{shown.map(children)}</ul>
      {items.length > FIRST_SHOWN && (
        <Button size="sm" variant="ghost" onClick={() => setAll((a) => !a)} aria-expanded={all}>
          {all ? `Show the first ${FIRST_SHOWN}` : `Show all ${items.length} ${what}`}
        </Button>
      )}
    </>
  );
}
