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
          👤
        </span>
      )}
    </span>
  );
}
