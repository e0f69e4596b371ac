/**
 * Decodes an HTML body to text: charset from the Content-Type header, else a byte order
 * mark, else a <meta charset> / http-equiv declaration in the first 4 KB, else UTF-8
 * (with windows-1252 as the fallback when the bytes are not valid UTF-8).
 */
export function detectCharset(body: Uint8Array, contentType: string | undefined): string {
  if (body.length >= 3 && body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) return 'utf-8';
  if (body.length >= 2 && body[0] === 0xfe && body[1] === 0xff) return 'utf-16be';
  if (body.length >= 2 && body[0] === 0xff && body[1] === 0xfe) return 'utf-16le';
  const fromHeader = contentType ? /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType)?.[1] : undefined;
  if (fromHeader && isKnownLabel(fromHeader)) return normaliseLabel(fromHeader);
  const head = Buffer.from(body.subarray(0, 4096)).toString('latin1');
  const meta =
    /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i.exec(head)?.[1] ??
    /<meta[^>]+content\s*=\s*["'][^"']*charset=([\w.:-]+)/i.exec(head)?.[1];
  if (meta && isKnownLabel(meta)) return normaliseLabel(meta);
  return 'utf-8';
}

function normaliseLabel(label: string): string {
  const l = label.trim().toLowerCase();
  // An HTML document that says utf-16 in a meta tag is read as utf-8 (HTML spec).
  return l === 'utf-16' || l === 'utf-16le' || l === 'utf-16be' ? 'utf-8' : l;
}

function isKnownLabel(label: string): boolean {
  try {
    new TextDecoder(label.trim());
    return true;
  } catch {
    return false;
  }
}

export function decodeHtml(body: Uint8Array, contentType: string | undefined): { html: string; charset: string } {
  const charset = detectCharset(body, contentType);
  if (charset === 'utf-8') {
    try {
      return { html: new TextDecoder('utf-8', { fatal: true }).decode(body), charset };
    } catch {
      // Undeclared legacy pages are usually windows-1252; declared ones keep utf-8 with replacement.
      const declared = contentType && /charset/i.test(contentType);
      if (!declared) return { html: new TextDecoder('windows-1252').decode(body), charset: 'windows-1252' };
      return { html: new TextDecoder('utf-8').decode(body), charset };
    }
  }
  return { html: new TextDecoder(charset).decode(body), charset };
}
