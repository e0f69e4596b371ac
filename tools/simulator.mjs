// The simulated outside world (services/simulator) as the stack runs it: which parts of the
// outside world it plays for the product, on which ports, and the product's own settings that
// point it there. The product reaches it only through those settings, the same ones a real
// deployment gives it for Google Places, RDAP, its egress proxy and its mail server.
import path from 'node:path';

/**
 * `npm start`'s fixed addresses: the Places API, RDAP and the sites' proxy; the mailbox's SMTP and
 * page; the demo rep's IMAP INBOX.
 */
export const SIMULATOR_DEFAULT_PORTS = Object.freeze({ port: 4010, smtpPort: 1025, mailboxPort: 1080, imapPort: 1143 });

/** The key the simulated Places API accepts (the simulator's own default). */
export const SIMULATED_PLACES_KEY = 'simulated-places-key';

/** The demo rep's IMAP account in the simulated mailbox (services/simulator's DEMO_REP_ADDRESS, DEMO_IMAP_PASSWORD). */
export const SIMULATED_IMAP_USER = 'demo@leadgen.test';
export const SIMULATED_IMAP_PASSWORD = 'demo';

/** imap://user:password@host:port of the simulated demo mailbox. */
export const simulatedImapUrl = (host, imapPort) =>
  `imap://${encodeURIComponent(SIMULATED_IMAP_USER)}:${encodeURIComponent(SIMULATED_IMAP_PASSWORD)}@${host}:${imapPort}`;

const isSet = (value) => typeof value === 'string' && value.trim() !== '';

/**
 * Which parts the simulator plays, given the operator's settings: the lead data (Places, RDAP and
 * the restaurants' websites) unless GOOGLE_PLACES_API_KEY is set (the real Google) or another
 * provider is chosen (LEADS_PROVIDER=osm); the mail unless SMTP_URL names their mail server.
 * Production never runs the simulator.
 */
export function simulatedParts(env) {
  if (env.NODE_ENV === 'production') return { leads: false, mail: false };
  // Only OpenStreetMap is another real source; any other LEADS_PROVIDER (a stale `demo` included)
  // without a key is the simulated Google.
  const openStreetMap = env.LEADS_PROVIDER?.trim() === 'osm';
  return {
    leads: !isSet(env.GOOGLE_PLACES_API_KEY) && !openStreetMap,
    mail: !isSet(env.SMTP_URL),
  };
}

/**
 * The product's settings that point it at a simulator on these ports (the same values
 * services/simulator's `productSettings` gives), for the parts it plays.
 */
export function simulatorSettings({ host = '127.0.0.1', port, smtpPort, mailboxPort, imapPort, dataDir }, parts) {
  const url = `http://${host}:${port}`;
  return {
    ...(parts.leads
      ? {
          LEADS_PROVIDER: 'google',
          GOOGLE_PLACES_BASE_URL: url,
          GOOGLE_PLACES_API_KEY: SIMULATED_PLACES_KEY,
          RDAP_BASE_URL: `${url}/rdap/`,
          SITE_PROXY_URL: url,
          SITE_PROXY_CA_FILE: path.join(dataDir, 'sites-ca.pem'),
          SIMULATED_SITES_URL: url,
          CLOCK_URL: `${url}/control/clock`,
        }
      : {}),
    ...(parts.mail
      ? {
          SMTP_URL: `smtp://${host}:${smtpPort}`,
          MAILBOX_PAGE_URL: `http://${host}:${mailboxPort}`,
          MAILBOX_IMAP_URL: simulatedImapUrl(host, imapPort),
        }
      : {}),
  };
}

/**
 * The simulator process's own settings: where it listens, keeps its certificate authority and mail,
 * and whether it runs the mailbox. SIMULATOR_ANSWERS and SIMULATOR_ANSWER_DELAY_MS (who answers the
 * demo rep, and after how long) pass through from the operator's environment.
 */
export function simulatorEnv({ host = '127.0.0.1', port, smtpPort, mailboxPort, imapPort, dataDir }, parts) {
  return {
    SIMULATOR_MAILBOX: String(parts.mail),
    SIMULATOR_HOST: host,
    SIMULATOR_PORT: String(port),
    SIMULATOR_SMTP_PORT: String(smtpPort),
    SIMULATOR_MAILBOX_PORT: String(mailboxPort),
    SIMULATOR_IMAP_PORT: String(imapPort),
    SIMULATOR_PLACES_KEY: SIMULATED_PLACES_KEY,
    SIMULATOR_DATA_DIR: dataDir,
  };
}

/** One line saying which outside world the product talks to, and how to leave the simulated one. */
export function describeMode(parts, { mailboxUrl } = {}) {
  if (parts.leads && parts.mail)
    return (
      `mode: simulated outside world (demo data, simulated websites; sign-up codes and outreach emails in the mailbox at ${mailboxUrl}). ` +
      'Set GOOGLE_PLACES_API_KEY, SMTP_URL or NODE_ENV=production to leave it.'
    );
  const leads = parts.leads
    ? 'lead data: simulated (set GOOGLE_PLACES_API_KEY for the real Google)'
    : 'lead data: real (GOOGLE_PLACES_API_KEY or LEADS_PROVIDER)';
  const mail = parts.mail
    ? `mail: the simulated mailbox at ${mailboxUrl}, also the reps' demo outreach mailbox (set SMTP_URL for your mail server)`
    : 'mail: your SMTP server (SMTP_URL)';
  return `mode: ${leads}; ${mail}.`;
}
