import { digestHtml } from './digest.html.js';
import { digestText } from './digest.text.js';
import { digestSubject, type DigestContent } from './digest.words.js';

/** The two addresses in a digest, in the web app at `appUrl` (APP_PUBLIC_URL). */
export function digestLinks(appUrl: string, optOutToken: string): DigestContent['links'] {
  return {
    // My Leads opened on what the watches found.
    myLeads: `${appUrl}/app/my-leads?view=new`,
    optOut: `${appUrl}/digest-off?token=${encodeURIComponent(optOutToken)}`,
    // What a mail app POSTs to for its own 'Unsubscribe' (RFC 8058): the same token, straight to the API.
    oneClick: `${appUrl}/api/account/digest/opt-out/${encodeURIComponent(optOutToken)}`,
  };
}

export interface DigestMessage {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

/**
 * The digest email: subject, text and HTML, and the one-click opt-out of RFC 8058 in its headers,
 * so the rep's mail app offers 'Unsubscribe' beside the sender and turns the digest off itself.
 */
export function digestMessage(content: DigestContent): DigestMessage {
  return {
    subject: digestSubject(content.digest),
    text: digestText(content),
    html: digestHtml(content),
    headers: {
      'List-Unsubscribe': `<${content.links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
