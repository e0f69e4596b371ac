import type { OutreachEmail } from '@leadgen/contracts';
import type { SignedInRep } from '@leadgen/test-kit';
import { cutOff } from './cut-off.js';
import { leadEmails } from './emailed.js';
import { startInboxWorld, until, type InboxWorld } from './inbox-world.js';

/** The default wait before a cut-off send's Sent folder is looked at (OUTREACH_SENT_CHECK_AFTER_MS). */
const CHECK_AFTER_MS = 5 * 60_000;

/**
 * Emails whose sending was cut off after the mail server began to take them ('outcome unknown')
 * are settled from the rep's Sent folder, where the simulated mailbox files what its SMTP server
 * takes, as Gmail does: one that is there was sent (its follow-ups go on); one that is not, where
 * the server has filed an email it took later (or none was sent for 45 minutes), went nowhere and goes
 * out once more; nothing is looked at before the wait, and a mailbox whose Sent folder does not hold
 * the emails it confirmed never sends anything again.
 */
describe('Outreach: an email of unknown outcome, settled from the Sent folder', () => {
  let world: InboxWorld;

  beforeAll(async () => {
    world = await startInboxWorld();
  }, 90_000);

  afterAll(() => world?.close());

  /** A first email with follow-ups, scheduled for tomorrow: the mail server never sees it. */
  const scheduled = async (rep: SignedInRep, address: string) => {
    const { leadId, first } = await world.emailed(rep, address, {
      sendAt: new Date(world.stack.clock.now().getTime() + 24 * 3600_000),
    });
    return { leadId, email: first };
  };

  const filedTimes = async (messageId: string | null) =>
    (await world.sentMessageIds()).filter((id) => id === messageId).length;

  /**
   * A first email missing from Sent is due again: the worker sends it once (its copy in Sent once),
   * the outbox says why, and its follow-ups go on. Its first email as sent.
   */
  async function sentAgainOnce(rep: SignedInRep, leadId: string): Promise<OutreachEmail> {
    await until(async () => (await leadEmails(rep.api, leadId))[0]!.status === 'scheduled');
    expect((await leadEmails(rep.api, leadId))[0]!.sent_folder).toBe('missing');
    await world.stack.worker.tick();
    const resent = await leadEmails(rep.api, leadId);
    expect(resent.map((e) => [e.status, e.sent_folder])).toEqual([
      ['sent', 'missing'],
      ['scheduled', null],
      ['scheduled', null],
    ]);
    expect(await filedTimes(resent[0]!.message_id)).toBe(1);
    return resent[0]!;
  }

  it('marks one found in Sent as sent and lets its follow-ups go on; sends one not there once more', async () => {
    const rep = await world.stack.signIn();
    // Sent normally: the mailbox's Sent folder shows it files what the server confirms.
    const confirmed = await world.emailed(rep, 'owner@confirmed.answers.leadgen.test');
    const taken = await world.emailed(rep, 'silent@taken.answers.leadgen.test');
    const takenFirst = taken.first;
    await until(async () => (await filedTimes(takenFirst.message_id)) === 1);
    const lost = await scheduled(rep, 'silent@lost.answers.leadgen.test');
    const attemptedAt = world.stack.clock.now();
    await cutOff(world.stack, takenFirst, attemptedAt);
    await cutOff(world.stack, lost.email, attemptedAt);
    expect((await leadEmails(rep.api, taken.leadId)).map((e) => e.status)).toEqual(['outcome_unknown', 'held', 'held']);

    // Not before the wait: the server may still be filing it.
    world.stack.clock.advance(CHECK_AFTER_MS - 60_000);
    await new Promise((r) => setTimeout(r, 1_500));
    expect((await leadEmails(rep.api, taken.leadId))[0]!.status).toBe('outcome_unknown');
    expect((await leadEmails(rep.api, lost.leadId))[0]!.status).toBe('outcome_unknown');
    // An email sent since, filed: the server has filed what it took after the cut-off ones.
    const later = await world.emailed(rep, 'owner@later.answers.leadgen.test');
    await until(async () => (await filedTimes(later.first.message_id)) === 1);

    world.stack.clock.advance(2 * 60_000);
    await until(async () => (await leadEmails(rep.api, taken.leadId))[0]!.status === 'sent');
    const settled = await leadEmails(rep.api, taken.leadId);
    expect(settled.map((e) => [e.status, e.error, e.sent_folder])).toEqual([
      ['sent', null, 'found'],
      ['scheduled', null, null],
      ['scheduled', null, null],
    ]);
    expect(Date.parse(settled[0]!.sent_at!)).toBeLessThanOrEqual(Date.now());

    // The one the server never took is due again now, and goes out once when the worker runs; the
    // one found there was not sent again.
    await sentAgainOnce(rep, lost.leadId);
    expect(await filedTimes(takenFirst.message_id)).toBe(1);
    // Each first email counted as sent once (events of one email share its id).
    const counted = world.stack.usage.filter((u) => u.kind === 'emails_sent' && u.user_id === rep.userId);
    expect(new Set(counted.map((u) => u.id))).toEqual(
      new Set([confirmed.first.id, later.first.id, takenFirst.id, lost.email.id]),
    );
  });

  it('sends one missing from Sent again only after 45 minutes where nothing was sent since (a server may file late)', async () => {
    const rep = await world.stack.signIn();
    await world.emailed(rep, 'owner@quiet.answers.leadgen.test');
    const lost = await scheduled(rep, 'silent@quiet-lost.answers.leadgen.test');
    await cutOff(world.stack, lost.email, world.stack.clock.now());
    world.stack.clock.advance(CHECK_AFTER_MS + 60_000);
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await leadEmails(rep.api, lost.leadId)).map((e) => e.status)).toEqual(['outcome_unknown', 'held', 'held']);

    world.stack.clock.advance(40 * 60_000);
    await sentAgainOnce(rep, lost.leadId);
  });

  it("leaves it for the rep where the Sent folder does not hold what the rep's server confirmed", async () => {
    const rep = await world.stack.signIn();
    // The rep's own mailbox sends through a server that files nothing in the Sent folder read here.
    const mailbox = world.simulator.mailbox!;
    await rep.api.call('outreachMailboxPut', {
      ...world.stack.sinkMailbox(),
      imap: {
        host: mailbox.imap.host,
        port: mailbox.imap.port,
        security: 'none',
        user: mailbox.imap.user,
        password: mailbox.imap.password,
      },
    });
    const lead = await world.stack.savedLead(rep, 'owner@elsewhere.answers.leadgen.test');
    await rep.api.call('outreachSend', {
      lead_id: lead.id,
      to: 'owner@elsewhere.answers.leadgen.test',
      subject: 'Hello',
      body: 'Hi there.',
    });
    const lost = await scheduled(rep, 'silent@never.answers.leadgen.test');
    await cutOff(world.stack, lost.email, world.stack.clock.now());
    world.stack.clock.advance(CHECK_AFTER_MS + 60_000);
    // Rounds go by: the mailbox is read (its answers) and its Sent folder looked at.
    await new Promise((r) => setTimeout(r, 2_000));
    expect((await leadEmails(rep.api, lost.leadId)).map((e) => [e.status, e.sent_folder])).toEqual([
      ['outcome_unknown', null],
      ['held', null],
      ['held', null],
    ]);
    // Never sent again: nothing more reached the rep's server than the one email sent before.
    expect(world.stack.sink.received.filter((m) => m.to.some((a) => a.endsWith('answers.leadgen.test')))).toHaveLength(
      1,
    );
  });
});
