// hoodiecrow-imap (a scriptable IMAP server) ships no types: what the simulator's INBOX uses of it.
declare module 'hoodiecrow-imap' {
  import type { Server, Socket } from 'node:net';

  /** A message as the server keeps it; `raw` is a "binary" string (one character a byte). */
  export interface HoodiecrowMessage {
    raw: string;
    flags: string[];
    uid: number;
    /** IMAP date-time ('02-Dec-2025 10:14:00 +0000'); a Date is turned into one when processed. */
    internaldate: string | Date;
    /** Set by the CONDSTORE plugin. */
    MODSEQ?: number;
    /** Set on an expunged message. */
    ghost?: boolean;
  }

  export interface HoodiecrowMailbox {
    path?: string;
    messages: HoodiecrowMessage[];
    uidvalidity: number;
    uidnext: number;
    HIGHESTMODSEQ?: number;
  }

  export interface HoodiecrowParsed {
    tag: string;
    command: string;
    attributes?: unknown[];
  }

  export interface HoodiecrowResponse {
    tag?: string;
    command?: string;
    attributes?: unknown[];
  }

  export interface HoodiecrowConnection {
    socket: Socket | null;
    state: string;
    directNotifications: boolean;
    inputHandler: false | ((line: string) => void);
    send(response: HoodiecrowResponse, description: string, parsed?: HoodiecrowParsed, data?: string): void;
    processNotifications(data?: HoodiecrowParsed): void;
  }

  export type HoodiecrowCommandHandler = (
    connection: HoodiecrowConnection,
    parsed: HoodiecrowParsed,
    data: string,
    callback: () => void,
  ) => void;

  export type HoodiecrowOutputHandler = (
    connection: HoodiecrowConnection,
    response: HoodiecrowResponse,
    description: string,
    parsed?: HoodiecrowParsed | null,
  ) => void;

  export interface HoodiecrowServer {
    /** The listening net.Server. */
    server: Server;
    outputHandlers: HoodiecrowOutputHandler[];
    listen(port: number, host: string, callback?: () => void): void;
    close(callback?: (err?: Error) => void): void;
    getMailbox(path: string): HoodiecrowMailbox | undefined;
    /** Appends and tells every connection that has the mailbox selected (EXISTS). */
    appendMessage(
      mailbox: string | HoodiecrowMailbox,
      flags: string[],
      internaldate: string | Date | undefined,
      raw: string,
    ): { mailbox: HoodiecrowMailbox; message: HoodiecrowMessage };
    registerCapability(name: string, availability?: (connection: HoodiecrowConnection) => boolean): void;
    setCommandHandler(name: string, handler: HoodiecrowCommandHandler): void;
  }

  export interface HoodiecrowOptions {
    /** Built-in plugins by name ('IDLE', 'UIDPLUS'...) or plugin functions. */
    plugins?: Array<string | ((server: HoodiecrowServer) => void)>;
    users?: Record<string, { password: string }>;
    storage?: Record<string, unknown>;
    debug?: boolean;
  }

  export default function hoodiecrow(options?: HoodiecrowOptions): HoodiecrowServer;
}
