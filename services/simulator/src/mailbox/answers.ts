import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  answerFor,
  ANSWERS_DOMAIN,
  followOnKind,
  onAnswersDomain,
  type AnswersMode,
  type MailDirectory,
} from './answers.choice.js';
import { bookedEvent, bookingLinkIn, buildBooking, buildCancellation } from './answers.booking.js';
import { buildInviteAcceptance } from './answers.invite.js';
import { buildAnswer, buildBounce, signerFor, type Restaurant } from './answers.messages.js';
import { answersWriter, domainOf } from './answers.mime.js';
import { dottedName, titleCase } from './answers.people.js';
import { readSentMail } from './answers.sent.js';

/**
 * The simulated world's side of the rep's mail: a mail to the rep lands in the rep's INBOX; a mail
 * from the rep to a restaurant is answered (or bounced, or left unanswered) as `answerFor` decides,
 * after a delay, into the same INBOX. Answers on their way are kept in a folder when one is given
 * (pending/<due>-<id>.eml), so a restart delivers them when due; without one a restart loses them.
 */
export interface AnswererOptions {
  /** The demo rep's address: mail to it is theirs, and only mail from it is answered. */
  repAddress: string;
  /** Where mail for the rep goes, and where the rep's own mail is filed. */
  inbox: { append(raw: Buffer): number; appendSent(raw: Buffer): number | null };
  directory?: MailDirectory | null;
  mode?: AnswersMode;
  /** Every answer after this long; none: 10 to 60 s, from the address. */
  delayMs?: number;
  /** Where answers on their way are kept; none: in memory only. */
  pendingDirectory?: string;
  onError?: (err: Error) => void;
  /** The simulator's clock: an answer is dated and falls due by it, so moving it delivers answers due by then. */
  clock?: () => Date;
}

/** Mail providers: an address there is a person's, not a restaurant's domain. */
const FREE_MAIL = new Set(['gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com', 'icloud.com', 'aol.com']);

/** The restaurant's name a domain spells: 'tacos.answers.leadgen.test' -> 'Tacos'. */
const nameOfDomain = (domain: string) => titleCase(domain.split('.')[0] ?? domain);

/**
 * Who is behind an address: the simulated restaurant at its domain, or names drawn from the address.
 * On the answers domain a dotted address is a person's ('maria.lopez@' is Maria Lopez, who signs
 * and sends as herself); a role's ('reply@') is the restaurant's.
 */
export function restaurantAt(address: string, directory?: MailDirectory | null): Restaurant {
  const domain = domainOf(address);
  const local = address.slice(0, address.lastIndexOf('@'));
  const site = directory?.domain(domain) ?? null;
  if (site) return { address, name: site.name, phone: site.phone, person: site.owner };
  if (onAnswersDomain(domain)) {
    const name = domain === ANSWERS_DOMAIN ? 'The Test Kitchen' : nameOfDomain(domain);
    return { address, name, phone: null, person: dottedName(local) };
  }
  const person = /[._-]/.test(local) ? titleCase(local.replace(/\d+/g, '')) : null;
  if (FREE_MAIL.has(domain)) return { address, name: 'our restaurant', phone: null, person };
  return { address, name: nameOfDomain(domain), phone: null, person: null };
}

export class Answerer {
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly work = new Set<Promise<void>>();
  private closed = false;
  private readonly rep: string;

  constructor(private readonly options: AnswererOptions) {
    this.rep = options.repAddress.toLowerCase();
    this.resume();
  }

  /**
   * A mail the simulator's SMTP server accepted, with its envelope's recipients: the rep's copy into
   * the INBOX at once, a mail from the rep filed in their Sent folder at once (as Gmail files what
   * its SMTP server takes), each restaurant's answer when due.
   */
  take(raw: Buffer | (() => Promise<Buffer>), recipients: string[]): void {
    if (this.closed) return;
    const job = (async () => this.handle(typeof raw === 'function' ? await raw() : raw, recipients))()
      .catch((err: Error) => this.options.onError?.(err))
      .finally(() => this.work.delete(job));
    this.work.add(job);
  }

  /** Stops answering; answers on their way stay in their folder (if any) for the next start. */
  async close(): Promise<void> {
    this.closed = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    await Promise.allSettled([...this.work]);
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  private async handle(raw: Buffer, recipients: string[]): Promise<void> {
    if (this.closed) return;
    const now = this.now();
    const to = [...new Set(recipients.map((r) => r.trim().toLowerCase()).filter(Boolean))];
    if (to.includes(this.rep)) this.options.inbox.append(raw);
    const others = to.filter((r) => r !== this.rep);
    if (!others.length) return;
    const sent = await readSentMail(raw, now);
    if (sent.from?.address.toLowerCase() === this.rep) this.options.inbox.appendSent(raw);
    // Answers go where the mail says (Reply-To, else From): only the rep's come back here.
    if (sent.answerTo?.address.toLowerCase() !== this.rep) return;
    const { directory, mode, delayMs } = this.options;
    for (const recipient of others) {
      const plan = answerFor(recipient, { directory, mode, delayMs });
      if (plan.kind === 'none') continue;
      const at = new Date(now.getTime() + plan.delayMs);
      if (plan.kind === 'bounce') {
        // An address that does not exist bounces, copied or not.
        this.schedule(Buffer.from(buildBounce({ sent, recipient, at, arrival: now }), 'latin1'), at.getTime());
        continue;
      }
      // Someone copied reads along and leaves the answer to whom it was written to.
      if (sent.cc.includes(recipient)) continue;
      // The rep answering this person's own words is answered as the conversation goes on, or not at all.
      const following = answersWriter(sent.references, recipient);
      const kind = following ? followOnKind(plan.kind) : plan.kind;
      if (kind === null) continue;
      // Offered the rep's calendar link where they would name a time or say yes, they book through it.
      const link =
        !sent.invite && (kind === 'reply' || kind === 'confirmation') && following ? bookingLinkIn(sent.text) : null;
      if (link && sent.from) {
        // They name themselves on the page as they signed their mail.
        const restaurant = restaurantAt(recipient, directory);
        const name = signerFor({ restaurant, sent, colleague: plan.colleague, seed: plan.seed });
        const event = bookedEvent({
          link,
          rep: sent.from,
          attendee: { address: recipient, name },
          text: sent.text,
          at,
        });
        this.schedule(Buffer.from(buildBooking(event), 'latin1'), at.getTime());
        if (plan.cancels) {
          const later = new Date(at.getTime() + plan.delayMs);
          this.schedule(Buffer.from(buildCancellation(event, later), 'latin1'), later.getTime());
        }
        continue;
      }
      // A rep taking up their time sends an invite: their calendar accepts it, as their yes.
      if (kind === 'confirmation' && sent.invite) {
        const asked = sent.invite.attendees.find((a) => a.address.toLowerCase() === recipient);
        const attendee = asked ?? { address: recipient, name: restaurantAt(recipient, directory).person ?? undefined };
        this.schedule(Buffer.from(buildInviteAcceptance(sent.invite, attendee, at), 'latin1'), at.getTime());
        continue;
      }
      const message = buildAnswer({
        kind,
        sent,
        restaurant: restaurantAt(recipient, directory),
        at,
        seed: plan.seed,
        spanish: plan.spanish,
        colleague: plan.colleague,
        loopIn: plan.loopIn,
      });
      this.schedule(Buffer.from(message, 'latin1'), at.getTime());
    }
  }

  private schedule(raw: Buffer, due: number, kept?: string): void {
    if (this.closed) return;
    const dir = this.options.pendingDirectory;
    let file = kept;
    if (!file && dir) {
      mkdirSync(dir, { recursive: true });
      file = path.join(dir, `${due}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, raw);
    }
    const timer = setTimeout(
      () => {
        this.timers.delete(timer);
        if (this.closed) return;
        try {
          this.options.inbox.append(raw);
          if (file) rmSync(file, { force: true });
        } catch (err) {
          this.options.onError?.(err as Error);
        }
      },
      Math.max(0, due - this.now().getTime()),
    );
    this.timers.add(timer);
  }

  /** Answers a previous run left on their way: delivered when due (at once if overdue), oldest first. */
  private resume(): void {
    const dir = this.options.pendingDirectory;
    if (!dir) return;
    let names: string[];
    try {
      names = readdirSync(dir).filter((n) => /^\d+-[0-9a-f]+\.eml$/.test(n));
    } catch {
      return;
    }
    names.sort((a, b) => Number(a.split('-')[0]) - Number(b.split('-')[0]));
    for (const name of names) {
      const file = path.join(dir, name);
      this.schedule(readFileSync(file), Number(name.split('-')[0]), file);
    }
  }
}
