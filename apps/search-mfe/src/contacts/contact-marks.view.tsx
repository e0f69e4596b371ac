/** Small marks on a row: an email and/or a named person are known for this lead. */
export function ContactMarks({ email, person }: { email: boolean; person: boolean }) {
  if (!email && !person) return null;
  return (
    <span className="sm-contact-marks" data-testid="contact-marks">
      {email && (
        <span
          className="sm-contact-mark"
          role="img"
          aria-label="Email known"
          title="Email known"
          data-testid="mark-email"
        >
          ✉
        </span>
      )}
      {person && (
        <span
          className="sm-contact-mark"
          role="img"
          aria-label="Contact person known"
          title="Contact person known"
          data-testid="mark-person"
        >
          {/* A drawn figure: an emoji may have no glyph on the rep's machine. */}
          <svg width="11" height="11" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <circle cx="8" cy="5" r="3.2" fill="currentColor" />
            <path d="M2 15c0-3.3 2.7-5.5 6-5.5s6 2.2 6 5.5z" fill="currentColor" />
          </svg>
        </span>
      )}
    </span>
  );
}
