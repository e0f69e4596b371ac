import { randomUUID } from 'node:crypto';
import type { MikroORM } from '@mikro-orm/core';
import type { CustomPitchReportPreference } from '@leadgen/contracts';
import { sampleBusinessAnalysis } from '@leadgen/contracts/testing';
import { CustomPitchReportSelection, User } from '../db/entities.js';
import { openDatabase } from '../db/orm.js';
import type { CarryOverContext, CustomPitchReportCarryOver } from './custom-pitch-report.carry-over.js';
import { CustomPitchReportService } from './custom-pitch-report.service.js';

type Report = NonNullable<CustomPitchReportPreference['report']>;
const report = (company: string): Report => ({ ...(sampleBusinessAnalysis as Report), company_name: company });

/** Leads as the carry-over sees it: each rep's old selection, or no answer at all while `down`. */
class FakeLeads implements CustomPitchReportCarryOver {
  readonly old = new Map<string, Report | null>();
  down = false;
  asked: string[] = [];
  /** Runs while leads is being asked, before it answers (a PUT landing meanwhile). */
  meanwhile?: () => Promise<void>;

  async ask(ctx: CarryOverContext): Promise<CustomPitchReportPreference | null> {
    this.asked.push(ctx.caller!.id);
    await this.meanwhile?.();
    if (this.down) return null;
    return { report: this.old.get(ctx.caller!.id) ?? null };
  }
}

let orm: MikroORM;
let leads: FakeLeads;
let service: CustomPitchReportService;

beforeAll(async () => {
  orm = await openDatabase({ dataDir: 'memory://', log: () => {} });
}, 60_000);
afterAll(() => orm?.close());
beforeEach(() => {
  leads = new FakeLeads();
  service = new CustomPitchReportService(orm, leads);
});

/** A rep with an account (the selection belongs to it), and the context a read passes on to leads. */
async function newRep(): Promise<{ id: string; ctx: CarryOverContext }> {
  const id = randomUUID();
  const em = orm.em.fork();
  em.create(User, { id, email: `${id}@example.com`, passwordHash: 'x' });
  await em.flush();
  return { id, ctx: { request_id: 'r', caller: { id, email: `${id}@example.com` }, ip: '127.0.0.1' } };
}

const stored = (userId: string) => orm.em.fork().findOne(CustomPitchReportSelection, { userId });

describe('the custom-pitch report a rep selected', () => {
  it('is none at first, and leads is asked once for an old selection (none here)', async () => {
    const rep = await newRep();
    expect(await service.get(rep.id, rep.ctx)).toEqual({ report: null });
    expect(await service.get(rep.id, rep.ctx)).toEqual({ report: null });
    expect(leads.asked).toEqual([rep.id]);
    expect(await stored(rep.id)).toMatchObject({ report: null, carriedOver: true });
  });

  it('is what the rep put, replaced by the next put and cleared by null, without asking leads', async () => {
    const rep = await newRep();
    expect(await service.put(rep.id, report('First'))).toEqual({ report: report('First') });
    expect(await service.get(rep.id, rep.ctx)).toEqual({ report: report('First') });
    await service.put(rep.id, report('Second'));
    expect((await service.get(rep.id, rep.ctx)).report?.company_name).toBe('Second');
    await service.put(rep.id, null);
    expect(await service.get(rep.id, rep.ctx)).toEqual({ report: null });
    expect(leads.asked).toEqual([]);
    expect(await stored(rep.id)).toMatchObject({ carriedOver: false });
  });

  it("is each rep's own", async () => {
    const a = await newRep();
    const b = await newRep();
    await service.put(a.id, report('A Co'));
    expect(await service.get(b.id, b.ctx)).toEqual({ report: null });
    await service.put(b.id, report('B Co'));
    expect((await service.get(a.id, a.ctx)).report?.company_name).toBe('A Co');
    expect((await service.get(b.id, b.ctx)).report?.company_name).toBe('B Co');
  });

  it('carries over the selection leads kept, on the first read, then answers it from accounts alone', async () => {
    const rep = await newRep();
    leads.old.set(rep.id, report('Kept by leads'));
    expect(await service.get(rep.id, rep.ctx)).toEqual({ report: report('Kept by leads') });
    expect(await stored(rep.id)).toMatchObject({ report: report('Kept by leads'), carriedOver: true });
    leads.old.set(rep.id, report('Changed in leads later'));
    leads.down = true;
    expect((await service.get(rep.id, rep.ctx)).report?.company_name).toBe('Kept by leads');
    expect(leads.asked).toEqual([rep.id]);
  });

  it('answers none while leads does not answer, stores nothing, and carries over on a later read', async () => {
    const rep = await newRep();
    leads.old.set(rep.id, report('Kept by leads'));
    leads.down = true;
    expect(await service.get(rep.id, rep.ctx)).toEqual({ report: null });
    expect(await stored(rep.id)).toBeNull();
    leads.down = false;
    expect((await service.get(rep.id, rep.ctx)).report?.company_name).toBe('Kept by leads');
    expect(leads.asked).toEqual([rep.id, rep.id]);
  });

  it("lets the rep's put win over an old selection: after it, and while leads is being asked", async () => {
    const after = await newRep();
    leads.old.set(after.id, report('Old'));
    await service.put(after.id, null);
    expect(await service.get(after.id, after.ctx)).toEqual({ report: null });
    expect(leads.asked).toEqual([]);

    const during = await newRep();
    leads.old.set(during.id, report('Old'));
    leads.meanwhile = async () => {
      await service.put(during.id, report('Put meanwhile'));
    };
    expect((await service.get(during.id, during.ctx)).report?.company_name).toBe('Put meanwhile');
    expect(await stored(during.id)).toMatchObject({ report: report('Put meanwhile'), carriedOver: false });
  });
});
