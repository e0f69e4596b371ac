import { OutreachEnvSchema } from '../env.js';
import { MailboxStore } from './mailbox.store.js';

const store = (env: Record<string, string> = {}) =>
  new MailboxStore(
    OutreachEnvSchema.parse({
      NATS_URL: 'nats://127.0.0.1:4222',
      NODE_ENV: 'development',
      OUTREACH_DEMO_SMTP_URL: 'smtp://127.0.0.1:1025',
      OUTREACH_SECRET_KEY: Buffer.alloc(32, 1).toString('base64'),
      ...env,
    }),
  );

describe("the demo mailbox's sender", () => {
  it("sends as the rep's own name from the demo address", () => {
    expect(store().demo('Sam Rivera')).toMatchObject({
      source: 'demo',
      fromName: 'Sam Rivera',
      fromAddress: 'demo@leadgen.test',
    });
  });

  it('sends as OUTREACH_DEMO_FROM_NAME for a session without a name', () => {
    expect(store().demo()?.fromName).toBe('Demo Rep');
    expect(store().demo('   ')?.fromName).toBe('Demo Rep');
    expect(store({ OUTREACH_DEMO_FROM_NAME: 'TablePoint Sales' }).demo(null)?.fromName).toBe('TablePoint Sales');
  });

  it('keeps a long name to the 100 characters a From name holds', () => {
    expect(store().demo('A'.repeat(201))?.fromName).toBe('A'.repeat(100));
  });

  it('is not there without the demo SMTP setting', () => {
    expect(store({ OUTREACH_DEMO_SMTP_URL: '' }).demo('Sam Rivera')).toBeNull();
  });
});
