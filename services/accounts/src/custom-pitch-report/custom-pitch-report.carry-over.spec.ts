import { jest } from '@jest/globals';
import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';
import { sampleBusinessAnalysis } from '@leadgen/contracts/testing';
import { NEVER, of, throwError, type Observable } from 'rxjs';
import { CARRY_OVER_TIMEOUT_MS, LeadsCustomPitchReportCarryOver } from './custom-pitch-report.carry-over.js';

const ctx = { request_id: 'r1', caller: { id: 'u1', email: 'rep@example.com' }, ip: '127.0.0.1' };

/** A NATS client whose every request gets `reply`, noting what was sent where. */
function clientAnswering(reply: () => Observable<unknown>) {
  const sent: { subject: string; payload: unknown }[] = [];
  const client = {
    send: (subject: string, payload: unknown) => {
      sent.push({ subject, payload });
      return reply();
    },
  } as unknown as ClientProxy;
  return { client, sent };
}

describe("asking leads for a rep's old custom-pitch report", () => {
  it('asks leads.custom-pitch-report-carry-over as the caller, with no body, and answers what leads kept', async () => {
    const { client, sent } = clientAnswering(() => of({ report: sampleBusinessAnalysis }));
    const answer = await new LeadsCustomPitchReportCarryOver(client).ask(ctx);
    expect(answer?.report?.company_name).toBe(sampleBusinessAnalysis.company_name);
    expect(sent).toEqual([{ subject: SUBJECTS.leads.customPitchReportCarryOver, payload: { ...ctx, body: {} } }]);
    expect(
      await new LeadsCustomPitchReportCarryOver(clientAnswering(() => of({ report: null })).client).ask(ctx),
    ).toEqual({
      report: null,
    });
  });

  it('answers null, never throws, when leads is not there, fails, or answers another shape', async () => {
    const noResponders = clientAnswering(() => throwError(() => new Error('Empty response. There are no subscribers')));
    expect(await new LeadsCustomPitchReportCarryOver(noResponders.client).ask(ctx)).toBeNull();
    const failed = clientAnswering(() => throwError(() => ({ error: 'Boom', code: 'INTERNAL' })));
    expect(await new LeadsCustomPitchReportCarryOver(failed.client).ask(ctx)).toBeNull();
    const odd = clientAnswering(() => of({ report: { company_name: '' } }));
    expect(await new LeadsCustomPitchReportCarryOver(odd.client).ask(ctx)).toBeNull();
  });

  it('gives up after its time limit when leads does not answer', async () => {
    jest.useFakeTimers();
    try {
      const silent = clientAnswering(() => NEVER);
      const answer = new LeadsCustomPitchReportCarryOver(silent.client).ask(ctx);
      await jest.advanceTimersByTimeAsync(CARRY_OVER_TIMEOUT_MS);
      expect(await answer).toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
