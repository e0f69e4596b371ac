// The simulated outside world for tests and benchmarks: start one in-process, and read each
// simulated site's truth to score the product against.
import type { AnswerChoiceOptions, AnswerPlan } from '../src/mailbox/answers.choice.js';
import { answerInWorld } from '../src/mailbox/answers.world.js';
import { townChanges } from '../src/timeline/timeline.changes.js';
import type { TownChange } from '../src/timeline/timeline.types.js';
import { simulatedWorld as world } from '../src/world/world.js';
export { startSimulator, type Simulator, type SimulatorOptions } from '../src/simulator.js';
export { simulatedWorld, type SimWorld } from '../src/world/world.js';
export type { DemoSiteTruth } from '../src/world/sites/demo-site.truth.js';
export { demoSiteHosts, demoSitePage, demoSiteTruth } from '../src/world/sites/demo-sites.world.js';
export { DEMO_VENDOR_SITES, type DemoVendorSite } from '../src/world/vendors/demo-vendors.js';
export {
  calendarIn,
  mailsTo,
  mailWithId,
  verificationCodeIn,
  type MailboxMail,
} from '../src/mailbox/mailbox.reader.js';
export { startMailbox, type Mailbox, type MailboxOptions } from '../src/mailbox/mailbox.js';
// An IMAP account alone, its Sent folder laid out as a given server lays it out.
export {
  SENT_FOLDER,
  startImapInbox,
  type ImapInbox,
  type ImapInboxOptions,
  type SentFolderLayout,
} from '../src/mailbox/imap.server.js';
// The demo rep's IMAP INBOX and what the simulated restaurants answer there (docs/simulator.md).
export {
  ANSWER_KINDS,
  ANSWER_SHARES,
  ANSWERS_DOMAIN,
  ANSWERS_MODES,
  BOUNCE_ADDRESS,
  BOUNCE_DOMAIN,
  CANCELS_ADDRESS,
  DEMO_IMAP_PASSWORD,
  DEMO_REP_ADDRESS,
  FIXED_ANSWER_ADDRESSES,
  LOOP_IN_ADDRESS,
  REFERRED_ADDRESS,
  SILENT_ADDRESS,
  SPANISH_OPT_OUT_ADDRESS,
  type AnswerKind,
  type AnswerPlan,
  type AnswersMode,
} from '../src/mailbox/answers.choice.js';
export { reportingMtaOf, userUnknown } from '../src/mailbox/answers.messages.js';
// The simulator's clock and the world it moves (docs/simulator.md, 'The simulator's clock').
export { MAX_ADVANCE_DAYS, SimClock, type ClockAnswer } from '../src/clock/clock.js';
export { dayOf, isoDay } from '../src/clock/clock.days.js';
export type { ChangeKind, TownChange } from '../src/timeline/timeline.types.js';

/**
 * What changed in a town ("Austin", "TX") between two moments of the clock of a simulator that
 * started on `startDay` (`simulator.clock.startDay`): each place announced, opened, closed or given
 * a website after `from` and through `to`, by day. The same on every run: what a watch should find.
 */
export function changesInTown(
  town: { name: string; state: string },
  startDay: number,
  from: Date,
  to: Date,
): TownChange[] {
  const set = world().towns.find(town.name, town.state);
  if (!set) throw new Error(`the simulated world has no town ${town.name}, ${town.state}`);
  return townChanges(set, startDay, from, to);
}

/**
 * What the simulator does with a mail from the demo rep to `address`, in the simulated world: the
 * kind of answer (or 'bounce', or 'none'), after how long, the same on every run. `mode` and
 * `delayMs` as the simulator was started with (SIMULATOR_ANSWERS, SIMULATOR_ANSWER_DELAY_MS).
 */
export function answerFor(address: string, options: Omit<AnswerChoiceOptions, 'directory'> = {}): AnswerPlan {
  return answerInWorld(world(), address, options);
}
