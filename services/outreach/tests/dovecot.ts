import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ImapFlow } from 'imapflow';
import { selfSignedCertificate } from './smtp-sink.js';
// @ts-expect-error plain ESM module without types
import { findOrInstallDovecot, freePort, portAnswers } from '../../../tools/infra.mjs';

/**
 * How a server lays out the rep's folders. 'courier': every folder under 'INBOX.' with '.' between
 * names (cPanel and Courier hosts), the Sent folder 'INBOX.Sent' marked by nothing but its name.
 * 'special-use': '/' between names, the Sent folder 'Sent Messages' marked \Sent by the server.
 */
export type DovecotLayout = 'courier' | 'special-use';

/** A real IMAP server (Dovecot) on 127.0.0.1, one user, its folders as `layout` says. */
export interface Dovecot {
  /** IMAP: STARTTLS required before sign-in when started with `tls`. */
  port: number;
  /** IMAP over TLS from the first byte, when started with `tls` (else null). */
  tlsPort: number | null;
  user: string;
  password: string;
  /** imap://user:password@127.0.0.1:port, as the outreach settings take a mailbox. */
  url: string;
  sentFolder: string;
  /** A message put in `folder` as a mail server delivers or files it. */
  append(folder: string, raw: string, date?: Date): Promise<void>;
  /** Every message of `folder` with its flags, read as another client would (nothing changed). */
  flags(folder: string): Promise<Array<{ uid: number; flags: string[] }>>;
  /** A client signed in to the server (closed by `close`). */
  client(): Promise<ImapFlow>;
  close(): Promise<void>;
}

const NAMESPACES: Record<DovecotLayout, { config: string; sent: string }> = {
  courier: {
    sent: 'INBOX.Sent',
    config: `namespace inbox {
  inbox = yes
  separator = .
  prefix = INBOX.
  mailbox Sent {
    auto = create
  }
}`,
  },
  'special-use': {
    sent: 'Sent Messages',
    config: `namespace inbox {
  inbox = yes
  separator = /
  mailbox "Sent Messages" {
    auto = create
    special_use = \\Sent
  }
}`,
  },
};

/**
 * Dovecot's settings: IMAP only, on 127.0.0.1:`port`, maildirs under `dir`; plain sign-in without
 * TLS, or with `tlsPort` TLS required as mail hosts require it (STARTTLS on `port`, TLS on `tlsPort`,
 * the certificate self-signed).
 */
function configOf(dir: string, port: number, layout: DovecotLayout, tlsPort: number | null): string {
  const tls = tlsPort
    ? `ssl = required
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = yes`
    : `ssl = no
disable_plaintext_auth = no`;
  return `base_dir = ${dir}/run
state_dir = ${dir}/state
log_path = ${dir}/log
protocols = imap
listen = 127.0.0.1
${tls}
auth_mechanisms = plain login
default_internal_user = dovecot
default_login_user = dovenull
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
${NAMESPACES[layout].config}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort ?? 0}
    ssl = yes
  }
  chroot =
}
service anvil {
  chroot =
}
`;
}

/** Starts Dovecot (installed with apt when missing and the run is root) on a free port of 127.0.0.1. */
export async function startDovecot(layout: DovecotLayout, { tls = false } = {}): Promise<Dovecot> {
  const bin = findOrInstallDovecot();
  if (!bin || process.getuid?.() !== 0) {
    throw new Error('These tests run Dovecot as root: run them as root, or install dovecot-imapd (Debian) first.');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'outreach-dovecot-'));
  // Dovecot reads the mail as 'nobody', who must reach the home folders.
  chmodSync(dir, 0o755);
  for (const sub of ['run', 'state', 'home']) mkdirSync(path.join(dir, sub));
  spawnSync('chown', ['nobody:nogroup', path.join(dir, 'home')]);
  const user = 'ana';
  const password = 'dovecot-pw';
  writeFileSync(path.join(dir, 'passwd'), `${user}:{PLAIN}${password}::::::\n`);
  const port: number = await freePort();
  const tlsPort: number | null = tls ? await freePort() : null;
  if (tls) {
    const { key, cert } = selfSignedCertificate();
    writeFileSync(path.join(dir, 'key.pem'), key);
    writeFileSync(path.join(dir, 'cert.pem'), cert);
  }
  writeFileSync(path.join(dir, 'dovecot.conf'), configOf(dir, port, layout, tlsPort));
  const server = spawn(bin, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  for (let i = 0; i < 100 && !(await portAnswers(port)); i++) await new Promise((r) => setTimeout(r, 100));
  if (!(await portAnswers(port))) {
    server.kill('SIGKILL');
    const log = (() => {
      try {
        return readFileSync(path.join(dir, 'log'), 'utf8');
      } catch {
        return '(no log)';
      }
    })();
    throw new Error(`Dovecot did not listen on 127.0.0.1:${port}:\n${log}`);
  }
  const clients: ImapFlow[] = [];
  const client = async () => {
    const c = new ImapFlow({
      host: '127.0.0.1',
      port,
      secure: false,
      // The test's own reads: the server's certificate is its own, self-signed.
      tls: { rejectUnauthorized: false },
      auth: { user, pass: password },
      logger: false,
    });
    c.on('error', () => undefined);
    await c.connect();
    clients.push(c);
    return c;
  };
  const once = async <T>(work: (c: ImapFlow) => Promise<T>): Promise<T> => {
    const c = await client();
    try {
      return await work(c);
    } finally {
      await c.logout().catch(() => undefined);
    }
  };
  return {
    port,
    tlsPort,
    user,
    password,
    url: `imap://${user}:${password}@127.0.0.1:${port}`,
    sentFolder: NAMESPACES[layout].sent,
    client,
    append: (folder, raw, date) => once(async (c) => void (await c.append(folder, Buffer.from(raw), [], date))),
    flags: (folder) =>
      once(async (c) => {
        await c.mailboxOpen(folder, { readOnly: true });
        const all = c.mailbox && c.mailbox.exists ? await c.fetchAll('1:*', { uid: true, flags: true }) : [];
        return all.map((m) => ({ uid: m.uid, flags: [...(m.flags ?? [])] }));
      }),
    async close() {
      for (const c of clients) await c.logout().catch(() => undefined);
      server.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
