// hoodiecrow-imap has no types of its own: these, for every project whose check compiles this file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./hoodiecrow-imap.d.ts" />
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { HoodiecrowMailbox, HoodiecrowMessage } from 'hoodiecrow-imap';

/**
 * One folder of the demo rep's mailbox (the INBOX, Sent) on disk, so a restart keeps it: one .eml a
 * message (messages/<uid>.eml) and inbox.json with the UIDVALIDITY, the next UID and each message's
 * flags, date and MODSEQ. The UIDVALIDITY is chosen once and kept, so a client that remembers
 * (UIDVALIDITY, last UID) neither misses nor reads twice a message after a restart. Without a
 * directory it lives in memory only.
 */

interface InboxFile {
  uidvalidity: number;
  uidnext: number;
  highestModseq: number;
  messages: Array<{ uid: number; flags: string[]; internaldate: string; modseq?: number }>;
}

const STATE_FILE = 'inbox.json';
const MESSAGES = 'messages';

/** A new UIDVALIDITY: the time in seconds, as many servers choose it (fits 32 bits until 2106). */
const newUidValidity = () => Math.floor(Date.now() / 1000);

export class FolderStore {
  /** What was last written, to write only what changed. */
  private written = '';
  private readonly files = new Set<number>();

  constructor(private readonly directory: string | undefined) {}

  /** The folder as hoodiecrow's storage holds it: what was kept, or a new empty one. */
  load(): Pick<HoodiecrowMailbox, 'uidvalidity' | 'uidnext' | 'messages' | 'HIGHESTMODSEQ'> {
    const empty = { uidvalidity: newUidValidity(), uidnext: 1, messages: [] };
    if (!this.directory) return empty;
    const file = path.join(this.directory, STATE_FILE);
    let state: InboxFile | null = null;
    try {
      if (existsSync(file)) {
        state = JSON.parse(readFileSync(file, 'utf8')) as InboxFile;
        if (!Number.isInteger(state.uidvalidity) || !Array.isArray(state.messages))
          throw new Error('not a folder state');
      }
    } catch {
      // A state that cannot be read is a new folder, with a new UIDVALIDITY: clients read it afresh.
      renameSync(file, `${file}.unreadable-${Date.now()}`);
      state = null;
    }
    if (!state) {
      rmSync(path.join(this.directory, MESSAGES), { recursive: true, force: true });
      mkdirSync(path.join(this.directory, MESSAGES), { recursive: true });
      return empty;
    }
    mkdirSync(path.join(this.directory, MESSAGES), { recursive: true });
    const messages: HoodiecrowMessage[] = [];
    for (const m of state.messages) {
      const eml = this.emlPath(m.uid);
      if (!existsSync(eml)) continue;
      messages.push({
        uid: m.uid,
        flags: [...m.flags],
        internaldate: m.internaldate,
        raw: readFileSync(eml).toString('latin1'),
        ...(m.modseq ? { MODSEQ: m.modseq } : {}),
      });
      this.files.add(m.uid);
    }
    // Files of messages the state does not name (a stop between a file and its state) are not kept.
    for (const name of readdirSync(path.join(this.directory, MESSAGES)))
      if (!this.files.has(Number(name.replace(/\.eml$/, ''))))
        rmSync(path.join(this.directory, MESSAGES, name), { force: true });
    const uidnext = Math.max(state.uidnext, ...messages.map((m) => m.uid + 1), 1);
    return {
      uidvalidity: state.uidvalidity,
      uidnext,
      messages,
      ...(state.highestModseq ? { HIGHESTMODSEQ: state.highestModseq } : {}),
    };
  }

  /** Writes what changed: new messages' files, the state, and removes expunged messages' files. */
  save(mailbox: HoodiecrowMailbox): void {
    if (!this.directory) return;
    const live = new Set(mailbox.messages.map((m) => m.uid));
    for (const m of mailbox.messages) {
      if (this.files.has(m.uid)) continue;
      writeFileSync(this.emlPath(m.uid), Buffer.from(m.raw, 'latin1'));
      this.files.add(m.uid);
    }
    const state: InboxFile = {
      uidvalidity: mailbox.uidvalidity,
      uidnext: mailbox.uidnext,
      highestModseq: mailbox.HIGHESTMODSEQ ?? 0,
      messages: mailbox.messages.map((m) => ({
        uid: m.uid,
        flags: [...m.flags],
        internaldate: String(m.internaldate),
        ...(m.MODSEQ ? { modseq: m.MODSEQ } : {}),
      })),
    };
    const text = JSON.stringify(state);
    if (text !== this.written) {
      const file = path.join(this.directory, STATE_FILE);
      writeFileSync(`${file}.tmp`, text);
      renameSync(`${file}.tmp`, file);
      this.written = text;
    }
    for (const uid of [...this.files]) {
      if (live.has(uid)) continue;
      rmSync(this.emlPath(uid), { force: true });
      this.files.delete(uid);
    }
  }

  private emlPath(uid: number): string {
    return path.join(this.directory!, MESSAGES, `${uid}.eml`);
  }
}
