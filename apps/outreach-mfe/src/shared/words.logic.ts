/** A sentence's first letter lower-cased, to follow words such as 'Stopped: ' (an acronym such as 'SMTP' is kept). */
export function lowerFirst(text: string): string {
  if (/^\p{Lu}\p{Lu}/u.test(text)) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}
