import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS, type DiagnosticResponse } from '@leadgen/contracts';
import { samplePitch } from '@leadgen/contracts/testing';
import type { Logger } from 'pino';
import { of, throwError } from 'rxjs';
import { LeadLearnedEmitter } from './lead-learned.emitter.js';

function fakeClient(fail = false) {
  const sent: Array<{ subject: string; data: Record<string, unknown> }> = [];
  const client = {
    emit: (subject: string, data: Record<string, unknown>) => {
      sent.push({ subject, data });
      return fail ? throwError(() => new Error('bus down')) : of(undefined);
    },
  } as unknown as ClientProxy;
  return { client, sent };
}

const report = { restaurant_name: 'Casa del Sol' } as unknown as DiagnosticResponse;

describe('LeadLearnedEmitter', () => {
  it("tells leads of a pitch written for a rep's lead, with its kind and vendor", () => {
    const { client, sent } = fakeClient();
    new LeadLearnedEmitter(client).pitchWritten('u1', 'demo-1', 'custom', samplePitch, {
      company_name: 'Acme',
      website_url: 'https://acme.example',
    });
    expect(sent).toEqual([
      {
        subject: SUBJECTS.events.leadPitchWritten,
        data: {
          user_id: 'u1',
          place_id: 'demo-1',
          kind: 'custom',
          pitch: samplePitch,
          vendor: { company_name: 'Acme', website_url: 'https://acme.example' },
          at: expect.any(String),
        },
      },
    ]);
  });

  it('says nothing without a signed-in rep or a place id', () => {
    const { client, sent } = fakeClient();
    const emitter = new LeadLearnedEmitter(client);
    emitter.pitchWritten(undefined, 'demo-1', 'generated', samplePitch);
    emitter.pitchWritten('u1', undefined, 'generated', samplePitch);
    emitter.diagnosed('u1', undefined, report);
    expect(sent).toEqual([]);
  });

  it('never fails the request when the event cannot be sent', () => {
    const { client } = fakeClient(true);
    const warnings: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as Logger;
    expect(() =>
      new LeadLearnedEmitter(client, logger).pitchWritten('u1', 'demo-1', 'generated', samplePitch),
    ).not.toThrow();
    expect(warnings).toHaveLength(1);
  });
});
