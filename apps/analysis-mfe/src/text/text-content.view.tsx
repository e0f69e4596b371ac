import { Button, TextField } from '@leadgen/ui';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { copyText } from './clipboard.js';
import { parseText, type TextItem } from './text-blocks.js';
import { INVALID_URL_MESSAGE, isValidUrl, type UrlFieldState } from './url.js';

export const COPIED_MS = 2000;

export interface UrlFieldProps {
  label: string;
  placeholder: string;
  raw: string;
  state: UrlFieldState;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/** A required URL input: red border and 'Please enter a valid URL' when non-empty and invalid. */
export function UrlField({ label, placeholder, raw, state, disabled, onChange }: UrlFieldProps) {
  return (
    <TextField
      label={
        <>
          {label}
          <span className="am-required" aria-hidden="true">
            {' '}*
          </span>
        </>
      }
      type="url"
      inputMode="url"
      autoComplete="url"
      spellCheck={false}
      required
      className={state.invalid ? 'am-input--invalid' : undefined}
      placeholder={placeholder}
      value={raw}
      disabled={disabled}
      error={state.invalid && INVALID_URL_MESSAGE}
      errorProps={{ className: 'am-field-error', 'data-testid': 'url-error' }}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** A copy button that reads 'Copied!' for 2 seconds; a failed copy is only logged. */
export function CopyButton({ label, getText, testId }: { label: string; getText: () => string; testId?: string }) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  async function onClick() {
    try {
      await copyText(getText());
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    } catch (err) {
      console.error('Copy to clipboard failed', err);
    }
  }
  return (
    <Button variant="secondary" size="sm" onClick={() => void onClick()} data-testid={testId} aria-live="polite">
      {copied ? 'Copied!' : label}
    </Button>
  );
}

/** An error box under a form that the rep can close. */
export function ErrorBox({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <div className="lg-alert lg-alert--error am-alert" role="alert" data-testid="form-error">
      <span>{message}</span>
      <button type="button" className="lg-icon-btn am-alert__close" aria-label="Dismiss error" onClick={onClose}>
        ×
      </button>
    </div>
  );
}

/** An external link that only renders for an http(s) URL. */
export function VisitLink({ href, children = 'Visit Website' }: { href: string; children?: ReactNode }) {
  if (!isValidUrl(href)) return null;
  return (
    <a className="am-visit" href={href.trim()} target="_blank" rel="noopener noreferrer">
      {children} <span aria-hidden="true">↗</span>
    </a>
  );
}

function Items({ items }: { items: TextItem[] }) {
  // Consecutive bullets form one list.
  const groups: (TextItem | TextItem[])[] = [];
  for (const item of items) {
    const last = groups[groups.length - 1];
    if (item.kind === 'bullet' && Array.isArray(last)) last.push(item);
    else groups.push(item.kind === 'bullet' ? [item] : item);
  }
  return (
    <>
      {groups.map((g, i) =>
        Array.isArray(g) ? (
          <ul key={i} className="am-list">
            {g.map((b, j) => (
              <li key={j}>{b.text}</li>
            ))}
          </ul>
        ) : g.kind === 'field' ? (
          <p key={i} className="am-field-line">
            <span className="am-field-line__label">{g.label}:</span> {g.text}
          </p>
        ) : g.kind === 'heading' ? (
          <p key={i} className="am-subheading">
            {g.text}
          </p>
        ) : (
          <p key={i}>{g.text}</p>
        ),
      )}
    </>
  );
}

/**
 * A text field of an analysis, as titled blocks, bullets and labelled lines (JSON as labelled
 * sections). Everything is rendered as React text: markup in the value never becomes HTML.
 */
export function TextContent({ value }: { value: unknown }) {
  const parsed = parseText(value);
  if (parsed.format === 'empty') return <p className="lg-muted am-no-content">No content available</p>;
  return (
    <div className="am-text" data-format={parsed.format}>
      {parsed.blocks.map((block, i) => (
        <div key={i} className="am-text__block">
          {block.title && <h4 className="am-text__title">{block.title}</h4>}
          <Items items={block.items} />
        </div>
      ))}
    </div>
  );
}
