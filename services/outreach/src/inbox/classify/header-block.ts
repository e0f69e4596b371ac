/**
 * The "Name: value" blocks mail servers write in reports: the fields of a delivery status (RFC 3464)
 * and the headers of the message they return. Small enough to read here; everything else MIME is
 * postal-mime's.
 */

/** Fields of one block: names lower-cased, folded lines joined, the first of each name kept. */
export function parseFields(block: string): Record<string, string> {
  const fields: Record<string, string> = {};
  let name: string | null = null;
  for (const line of block.split(/\r?\n/)) {
    if (/^[ \t]/.test(line) && name) {
      fields[name] += ` ${line.trim()}`;
      continue;
    }
    const m = /^([A-Za-z0-9][A-Za-z0-9-]*)[ \t]*:(.*)$/.exec(line);
    name = m && !(m[1].toLowerCase() in fields) ? m[1].toLowerCase() : null;
    if (m && name) fields[name] = m[2].trim();
  }
  return fields;
}

/** The blocks of a delivery status: one per-message block, then one per recipient, blank lines between. */
export function splitBlocks(text: string): string[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
}

/** The header section of a returned message (all of it when it is headers only). */
export function headerSection(text: string): string {
  const body = text.replace(/\r\n/g, '\n').replace(/^\s*\n/, '');
  const end = body.search(/\n[ \t]*\n/);
  return end === -1 ? body : body.slice(0, end);
}

/** The first Message-ID-like token of a field: '<id@host>', brackets kept (added when a server left them off). */
export function firstMessageId(value: string | null | undefined): string | null {
  if (!value) return null;
  const bracketed = /<[^<>\s]+>/.exec(value);
  if (bracketed) return bracketed[0];
  const bare = /[^\s<>()"]+@[^\s<>()"]+/.exec(value);
  return bare ? `<${bare[0]}>` : null;
}

/** Every '<id>' token of a References-like field, in order, no repeats. */
export function messageIds(value: string | null | undefined): string[] {
  return [...new Set((value ?? '').match(/<[^<>\s]+>/g) ?? [])];
}

/** The first email address of a field ('Maria <Maria@Cafe.test>', 'rfc822; x@y', '<x@y>'), lower-cased. */
export function firstAddress(value: string | null | undefined): string | null {
  if (!value) return null;
  const m = /<([^<>\s@]+@[^<>\s]+)>/.exec(value) ?? /([^\s<>,;:"'()[\]]+@[^\s<>,;:"'()[\]]+[a-z0-9])/i.exec(value);
  return m ? m[1].toLowerCase() : null;
}
