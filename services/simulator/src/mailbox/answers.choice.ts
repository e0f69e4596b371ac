import { createHash } from 'node:crypto';
import { generalManagerAt, ownerAt, type Colleague } from './answers.colleague.js';
import { domainOf } from './answers.mime.js';

/**
 * Whether and how a simulated restaurant answers a mail the demo rep sent it: decided from a hash
 * of the recipient's address alone, so the same address answers the same way on every run and
 * every machine. Fixed addresses give each kind at will; an address a simulated restaurant's site
 * does not publish, on that restaurant's domain, bounces. A referral names a colleague to write to
 * instead; a restaurant with no one to name answers a plain yes.
 */

/** The demo rep: the sender of the default install's outreach, and the IMAP account that reads its answers. */
export const DEMO_REP_ADDRESS = 'demo@leadgen.test';
/** The demo rep's IMAP password (the user is DEMO_REP_ADDRESS). */
export const DEMO_IMAP_PASSWORD = 'demo';

/** What a restaurant answers, besides nothing. */
export const ANSWER_KINDS = [
  /** Yes, with a day to call. */
  'reply',
  'not_interested',
  /** Outlook's automatic reply, with the day they are back. */
  'out_of_office',
  /** Gmail's vacation responder, no date. */
  'out_of_office_no_date',
  /** A shared inbox's acknowledgement. */
  'auto_ack',
  /** 'Please take me off your list' (some in Spanish). */
  'opt_out',
  // New kinds go last: the ones before keep their share of the hash, and so every address its answer.
  /** A person asks for more information, sometimes for the price. */
  'info_request',
  /** A person who does not decide names the colleague who does, with their address. */
  'referral',
] as const;
export type AnswerKind = (typeof ANSWER_KINDS)[number];

/** The share of restaurant addresses giving each kind; the rest never answer. */
export const ANSWER_SHARES: Readonly<Record<AnswerKind, number>> = Object.freeze({
  reply: 0.1,
  not_interested: 0.08,
  out_of_office: 0.06,
  out_of_office_no_date: 0.04,
  auto_ack: 0.04,
  opt_out: 0.04,
  info_request: 0.03,
  referral: 0.03,
});

/** The domain of the fixed addresses below (any other address there answers by its hash). */
export const ANSWERS_DOMAIN = 'answers.leadgen.test';
/** Addresses that always give one kind. */
export const FIXED_ANSWER_ADDRESSES: Readonly<Record<AnswerKind, string>> = Object.freeze({
  reply: `reply@${ANSWERS_DOMAIN}`,
  not_interested: `notinterested@${ANSWERS_DOMAIN}`,
  out_of_office: `ooo@${ANSWERS_DOMAIN}`,
  out_of_office_no_date: `ooo-nodate@${ANSWERS_DOMAIN}`,
  auto_ack: `auto@${ANSWERS_DOMAIN}`,
  opt_out: `optout@${ANSWERS_DOMAIN}`,
  info_request: `moreinfo@${ANSWERS_DOMAIN}`,
  referral: `referral@${ANSWERS_DOMAIN}`,
});
/** Always asks, in Spanish, to be left alone ('Por favor, no me escriban más'). */
export const SPANISH_OPT_OUT_ADDRESS = `optout-es@${ANSWERS_DOMAIN}`;
/**
 * The general manager a referral on the answers domain names ('maria.lopez@answers.leadgen.test',
 * on a subdomain too): always a yes with a day and a number, signed Maria Lopez, so the rep who
 * writes to her as told gets a reply.
 */
export const REFERRED_ADDRESS = generalManagerAt(ANSWERS_DOMAIN).address;
/** Always a referral that loops the colleague in: Maria Lopez copied (Cc), her address not in the words. */
export const LOOP_IN_ADDRESS = `loopin@${ANSWERS_DOMAIN}`;
/**
 * Always asks for more information; offered the rep's calendar link, books through it and, a moment
 * later, cancels that meeting (the booking page's cancellation).
 */
export const CANCELS_ADDRESS = `cancels@${ANSWERS_DOMAIN}`;
/** Never answers. */
export const SILENT_ADDRESS = `silent@${ANSWERS_DOMAIN}`;
/** Every address on this domain bounces (a delivery status report, 5.1.1 user unknown). */
export const BOUNCE_DOMAIN = 'bounce.leadgen.test';
export const BOUNCE_ADDRESS = `nobody@${BOUNCE_DOMAIN}`;

/**
 * How much of the simulated world answers: 'on' the shares above (and bounces); 'off' only the
 * fixed addresses and the bounce domain; a kind: every restaurant address gives that kind (the
 * unpublished ones on a restaurant's domain still bounce).
 */
export const ANSWERS_MODES = ['on', 'off', ...ANSWER_KINDS] as const;
export type AnswersMode = (typeof ANSWERS_MODES)[number];

/** The simulated restaurants' mail domains: who is there, and which addresses exist. */
export interface MailDirectory {
  /** The restaurant at a mail domain, or null when the domain is no simulated restaurant's. */
  domain(domain: string): { name: string; phone: string | null; owner: string | null; addresses: string[] } | null;
}

export interface AnswerPlan {
  kind: AnswerKind | 'bounce' | 'none';
  /** Why: a fixed address, an address no simulated site publishes, or the address's hash. */
  reason: 'fixed' | 'unknown_address' | 'share' | 'mode';
  /** After how long it arrives (ms from the send). */
  delayMs: number;
  /** A number that picks the answer's wording, day and time (stable per address). */
  seed: number;
  /** Spanish wording (opt-outs only). */
  spanish: boolean;
  /** Whom a referral names (referrals only). */
  colleague?: Colleague;
  /** A referral that copies the colleague and names them without their address ('Looping in Maria…'). */
  loopIn?: boolean;
  /** A meeting they book through the rep's link is cancelled after the same delay again. */
  cancels?: boolean;
}

export interface AnswerChoiceOptions {
  directory?: MailDirectory | null;
  mode?: AnswersMode;
  /** Every answer after this long; none: 10 to 60 s, from the address. */
  delayMs?: number;
}

/** Three stable numbers in [0, 1) and a 32-bit seed from an address. */
function hashOf(address: string): { kind: number; delay: number; spanish: number; seed: number } {
  const digest = createHash('sha256').update(`leadgen-answers|${address.trim().toLowerCase()}`).digest();
  const unit = (offset: number) => digest.readUInt32BE(offset) / 2 ** 32;
  return { kind: unit(0), delay: unit(4), spanish: unit(8), seed: digest.readUInt32BE(12) };
}

/** The kind a hash in [0, 1) falls on, by the shares. */
export function kindOfShare(x: number): AnswerKind | 'none' {
  let edge = 0;
  for (const kind of ANSWER_KINDS) {
    edge += ANSWER_SHARES[kind];
    if (x < edge) return kind;
  }
  return 'none';
}

/** The default delay: 10 to 60 s, from the address. */
export const DEFAULT_DELAY_RANGE_MS = Object.freeze({ min: 10_000, max: 60_000 });

/** The answers domain or one of its subdomains ('tacos.answers.leadgen.test'). */
export const onAnswersDomain = (domain: string) => domain === ANSWERS_DOMAIN || domain.endsWith(`.${ANSWERS_DOMAIN}`);

/**
 * A fixed address on a subdomain ('reply@tacos.answers.leadgen.test') answers as the fixed one
 * does: each subdomain is a restaurant of its own, so one test can have several restaurants that
 * answer differently without sharing a company's domain (a reply from one stops nothing at another).
 */
function fixedForm(address: string): string {
  const at = address.lastIndexOf('@');
  return onAnswersDomain(address.slice(at + 1)) ? `${address.slice(0, at)}@${ANSWERS_DOMAIN}` : address;
}

/** Whom a referral from `address` names: the general manager on the answers domain, the owner on a simulated restaurant's. */
function colleagueOf(address: string, directory?: MailDirectory | null): Colleague | null {
  const domain = domainOf(address);
  if (onAnswersDomain(domain)) return generalManagerAt(domain);
  const site = directory?.domain(domain) ?? null;
  return site ? ownerAt(site, address) : null;
}

/**
 * A referral with the colleague it names. Where there is no one to name (no owner's address on the
 * site, a mail provider's or an unknown domain) the person answers a plain yes instead.
 */
function withColleague(plan: AnswerPlan, address: string, directory?: MailDirectory | null): AnswerPlan {
  if (plan.kind !== 'referral') return plan;
  const colleague = colleagueOf(address, directory);
  return colleague ? { ...plan, colleague } : { ...plan, kind: 'reply' };
}

/** What the simulated world does with a mail from the demo rep to `address`. */
export function answerFor(address: string, options: AnswerChoiceOptions = {}): AnswerPlan {
  const lower = address.trim().toLowerCase();
  return withColleague(planFor(lower, options), lower, options.directory);
}

/** The kind, delay and seed of the answer to a (trimmed, lower-case) address. */
function planFor(lower: string, options: AnswerChoiceOptions): AnswerPlan {
  const mode = options.mode ?? 'on';
  const hash = hashOf(lower);
  const delayMs =
    options.delayMs ??
    Math.round(DEFAULT_DELAY_RANGE_MS.min + hash.delay * (DEFAULT_DELAY_RANGE_MS.max - DEFAULT_DELAY_RANGE_MS.min));
  const plan = (kind: AnswerPlan['kind'], reason: AnswerPlan['reason'], spanish = false): AnswerPlan => ({
    kind,
    reason,
    delayMs,
    seed: hash.seed,
    spanish: kind === 'opt_out' && spanish,
  });
  if (lower === DEMO_REP_ADDRESS) return plan('none', 'fixed');
  const asFixed = fixedForm(lower);
  const fixed = ANSWER_KINDS.find((k) => FIXED_ANSWER_ADDRESSES[k] === asFixed);
  if (fixed) return plan(fixed, 'fixed');
  if (asFixed === SPANISH_OPT_OUT_ADDRESS) return plan('opt_out', 'fixed', true);
  if (asFixed === REFERRED_ADDRESS) return plan('reply', 'fixed');
  if (asFixed === LOOP_IN_ADDRESS) return { ...plan('referral', 'fixed'), loopIn: true };
  if (asFixed === CANCELS_ADDRESS) return { ...plan('info_request', 'fixed'), cancels: true };
  if (asFixed === SILENT_ADDRESS) return plan('none', 'fixed');
  const domain = domainOf(lower);
  if (domain === BOUNCE_DOMAIN) return plan('bounce', 'fixed');
  if (mode === 'off') return plan('none', 'mode');
  const site = domain === ANSWERS_DOMAIN ? null : (options.directory?.domain(domain) ?? null);
  if (site && !site.addresses.includes(lower)) return plan('bounce', 'unknown_address');
  // One opt-out in four is written in Spanish.
  const spanish = hash.spanish < 0.25;
  if (mode !== 'on') return plan(mode, 'mode', spanish);
  const kind = kindOfShare(hash.kind);
  // One referral in three loops the colleague in (Cc) rather than writing their address, as
  // reply-all does; the hash's Spanish number decides it, so every other answer stays as it was.
  return { ...plan(kind, 'share', spanish), ...(kind === 'referral' && hash.spanish < 1 / 3 ? { loopIn: true } : {}) };
}

/** What a person writes when the rep answers their own words: a confirmation of the call, or, told what they asked, a time. */
export type FollowOnKind = AnswerKind | 'confirmation';

/**
 * The answer to the rep's mail in the thread of this person's own answer: whoever proposed a time
 * (or pointed the rep on) confirms it; whoever asked for information, now told, proposes a time;
 * whoever said no leaves it at that (null: no answer to the rep's thanks); the rest answer as they
 * did (an out-of-office is still away).
 */
export function followOnKind(kind: AnswerKind): FollowOnKind | null {
  if (kind === 'reply' || kind === 'referral') return 'confirmation';
  if (kind === 'info_request') return 'reply';
  if (kind === 'not_interested') return null;
  return kind;
}
