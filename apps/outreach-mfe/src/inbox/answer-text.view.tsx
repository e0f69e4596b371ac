import { useId, useState } from 'react';
import { isLong } from './inbox-words.logic.js';

/**
 * An answer's own words, as text with its line breaks; a long one is clamped behind 'Show more',
 * and opening it is reading it (`onOpen`).
 */
export function AnswerText({ text, onOpen }: { text: string; onOpen: () => void }) {
  const [more, setMore] = useState(false);
  const id = useId();
  const long = isLong(text);
  return (
    <>
      <p id={id} className={`or-answer__text${long && !more ? ' or-answer__text--clamped' : ''}`}>
        {text.trim() || <span className="lg-muted">(No text: only quoted history or an attachment.)</span>}
      </p>
      {long && (
        <button
          type="button"
          className="or-link"
          aria-expanded={more}
          aria-controls={id}
          onClick={() => {
            if (!more) onOpen();
            setMore(!more);
          }}
        >
          {more ? 'Show less' : 'Show more'}
        </button>
      )}
    </>
  );
}
