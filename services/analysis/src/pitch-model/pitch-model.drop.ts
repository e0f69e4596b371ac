import type { Pitch } from '@leadgen/contracts';

/** A model's pitch with some statements left out, and those statements (for the note to the rep). */
export interface Checked {
  pitch: Pitch;
  dropped: string[];
}

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/).filter((s) => s.trim());

/**
 * Leaves out of a model's pitch every statement `isWrong` flags: a list item whole, a sentence of an
 * opener, the value proposition or the approach, an evidence entry by its claim. Each check of the
 * reply (contradicting the site, a figure of its own) goes through here, so all fields are checked alike.
 */
export function dropStatements(pitch: Pitch, isWrong: (text: string) => boolean): Checked {
  const dropped: string[] = [];
  const wrong = (text: string) => {
    const hit = isWrong(text);
    if (hit) dropped.push(text.trim());
    return hit;
  };
  const list = (items: string[]) => items.filter((t) => !wrong(t));
  const prose = (text: string) =>
    sentencesOf(text)
      .filter((s) => !wrong(s))
      .join(' ');
  return {
    pitch: {
      ...pitch,
      key_insights: list(pitch.key_insights),
      pain_points: list(pitch.pain_points),
      opportunity_highlights: list(pitch.opportunity_highlights),
      email_opener: prose(pitch.email_opener),
      call_opener: prose(pitch.call_opener),
      value_proposition: prose(pitch.value_proposition),
      suggested_approach: prose(pitch.suggested_approach),
      evidence: pitch.evidence?.filter((e) => !wrong(e.claim)),
    },
    dropped,
  };
}
