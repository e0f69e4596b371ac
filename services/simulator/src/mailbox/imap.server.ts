// hoodiecrow-imap has no types of its own: these, for every project whose check compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./hoodiecrow-imap.d.ts" />
import type { Socket } from 'node:net';
import path from 'node:path';
import hoodiecrow, { type HoodiecrowServer } from 'hoodiecrow-imap';
import { FolderStore } from './imap.store.js';

/**
 * Where a server files the rep's sent mail, as servers lay it out: its path ('/' between levels)
 * and whether it is marked SPECIAL-USE \Sent. Gmail: '[Gmail]/Sent Mail', marked; Microsoft 365:
 * 'Sent Items', often found by its name only.
 */
export interface SentFolderLayout {
  path: string;
  marked: boolean;
}

/** The simulated mailbox's: 'Sent', marked, where the SMTP server files what it takes from the rep. */
export const SENT_FOLDER: SentFolderLayout = { path: 'Sent', marked: true };

/** The storage hoodiecrow starts from for the Sent folder: its parents (not selectable) down to it. */
function sentStorage(layout: SentFolderLayout, kept: object): Record<string, object> {
  const names = layout.path.split('/');
  let tree: Record<string, object> = {
    [names.at(-1)!]: { ...(layout.marked ? { 'special-use': '\\Sent' } : {}), ...kept },
  };
  for (const parent of names.slice(0, -1).reverse()) tree = { [parent]: { flags: ['\\Noselect'], folders: tree } };
  return tree;
}

/**
 * The IMAP side of the simulated mailbox: one account (the demo rep) with an INBOX and a Sent
 * folder, served by hoodiecrow on loopback. What the simulator appends is announced at once to every
 * client that has the folder open and is idling (EXISTS); what each folder holds is kept on disk
 * across restarts.
 */
export interface ImapInbox {
  host: string;
  port: number;
  user: string;
  password: string;
  /** imap://user:password@host:port (user and password URL-encoded). */
  url: string;
  /** Appends a message (its bytes) to the INBOX, telling the clients that have it open; its UID. */
  append(raw: Buffer, options?: { flags?: string[]; date?: Date }): number;
  /** Files a message the rep sent in the Sent folder, marked read as a client files it; its UID (null: no Sent folder). */
  appendSent(raw: Buffer, options?: { date?: Date }): number | null;
  close(): Promise<void>;
}

export interface ImapInboxOptions {
  host: string;
  /** 0: a free port. */
  port: number;
  user: string;
  password: string;
  /** Where the folders are kept (INBOX/ and Sent/ in it); none: in memory only. */
  directory?: string;
  /** The Sent folder (default SENT_FOLDER); null: a server that files nothing. */
  sent?: SentFolderLayout | null;
  /** A save to disk that failed (the folder goes on in memory). */
  onError?: (err: Error) => void;
}

/** How long an IDLE may last before the server ends it (RFC 2177 asks clients to re-issue within 29 minutes). */
const IDLE_LIMIT_MS = 30 * 60_000;

/**
 * IDLE (RFC 2177) as hoodiecrow's plugin, but the timer does not hold the process open nor outlive
 * the connection, and once DONE the notifications wait for the next command again.
 */
function idlePlugin(server: HoodiecrowServer): void {
  server.registerCapability('IDLE');
  server.setCommandHandler('IDLE', (connection, parsed, data, callback) => {
    if (connection.state === 'Not Authenticated') {
      connection.send(
        { tag: parsed.tag, command: 'NO', attributes: [{ type: 'TEXT', value: 'Login first' }] },
        'INVALID COMMAND',
        parsed,
        data,
      );
      return callback();
    }
    const socket = connection.socket;
    const end = () => clearTimeout(timer);
    const timer = setTimeout(() => {
      if (!connection.socket || connection.socket.destroyed) return;
      connection.send(
        { tag: '*', command: 'BYE', attributes: [{ type: 'TEXT', value: 'IDLE terminated' }] },
        'IDLE EXPIRED',
        parsed,
        data,
      );
      connection.socket.end();
    }, IDLE_LIMIT_MS).unref();
    socket?.once('close', end);
    connection.directNotifications = true;
    connection.inputHandler = (line: string) => {
      end();
      socket?.off('close', end);
      connection.inputHandler = false;
      connection.directNotifications = false;
      const done = line.trim().toUpperCase() === 'DONE';
      connection.send(
        {
          tag: parsed.tag,
          command: done ? 'OK' : 'BAD',
          attributes: [{ type: 'TEXT', value: done ? 'IDLE terminated' : 'Invalid Idle continuation' }],
        },
        done ? 'IDLE' : 'INVALID IDLE',
        parsed,
        data,
      );
    };
    if (socket && !socket.destroyed) socket.write('+ idling\r\n');
    connection.processNotifications();
    return callback();
  });
}

/** Starts the rep's IMAP server on `host`:`port` (0: a free one), with what its folders kept. */
export async function startImapInbox({
  host,
  port,
  user,
  password,
  directory,
  onError,
  sent = SENT_FOLDER,
}: ImapInboxOptions): Promise<ImapInbox> {
  const folderStore = (name: string) => new FolderStore(directory && path.join(directory, ...name.split('/')));
  const stores: Record<string, FolderStore> = {
    INBOX: folderStore('INBOX'),
    ...(sent ? { [sent.path]: folderStore(sent.path) } : {}),
  };
  const server = hoodiecrow({
    plugins: ['ID', 'UIDPLUS', idlePlugin, 'SPECIAL-USE', 'ENABLE', 'CONDSTORE'],
    users: { [user]: { password } },
    storage: {
      INBOX: stores.INBOX!.load(),
      '': { separator: '/', folders: sent ? sentStorage(sent, stores[sent.path]!.load()) : {} },
    },
  });
  const save = () => {
    for (const [name, store] of Object.entries(stores)) {
      try {
        store.save(server.getMailbox(name)!);
      } catch (err) {
        onError?.(err as Error);
      }
    }
  };
  // A client's command may change a folder (flags, APPEND, EXPUNGE): saved once it is answered.
  let saving = false;
  server.outputHandlers.push((_connection, response) => {
    if (!response.tag || response.tag === '*' || saving) return;
    saving = true;
    setImmediate(() => {
      saving = false;
      save();
    });
  });
  const sockets = new Set<Socket>();
  server.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => {
      server.server.off('error', reject);
      resolve();
    });
  });
  save();
  const bound = (server.server.address() as { port: number }).port;
  return {
    host,
    port: bound,
    user,
    password,
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@${host}:${bound}`,
    append(raw, { flags = [], date = new Date() } = {}) {
      const { message } = server.appendMessage('INBOX', [...flags], date, raw.toString('latin1'));
      save();
      return message.uid;
    },
    appendSent(raw, { date = new Date() } = {}) {
      if (!sent) return null;
      const { message } = server.appendMessage(sent.path, ['\\Seen'], date, raw.toString('latin1'));
      save();
      return message.uid;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      save();
    },
  };
}
