/** The file name to save an export under: the server's, else a timestamped one with a product word. */
export function exportFileName(serverName: string | null | undefined, now: Date = new Date()): string {
  const name = (serverName ?? '').trim();
  // The client falls back to 'download' when the server sent no Content-Disposition name.
  if (name && name !== 'download') {
    const safe = Array.from(name, (ch) => (ch.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(ch) ? '_' : ch)).join('');
    return /\.csv$/i.test(safe) ? safe : `${safe}.csv`;
  }
  const iso = now.toISOString();
  return `restaurant-leads-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.csv`;
}
