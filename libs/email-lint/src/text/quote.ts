/** A sentence quoted back to the rep, cut short so a message stays one line: "could we find a slot for a…". */
export function quoted(sentence: string, max = 60): string {
  const s = sentence.replace(/\s+/g, ' ').trim();
  return `'${s.length <= max ? s : `${s.slice(0, max).replace(/\s+\S*$/, '')}…`}'`;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
