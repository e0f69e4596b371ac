import type { ReactNode } from 'react';
import { isValidUrl } from './url.logic.js';

/** An external link that only renders for an http(s) URL. */
export function VisitLink({ href, children = 'Visit Website' }: { href: string; children?: ReactNode }) {
  if (!isValidUrl(href)) return null;
  return (
    <a className="am-visit" href={href.trim()} target="_blank" rel="noopener noreferrer">
      {children} <span aria-hidden="true">↗</span>
    </a>
  );
}
