import type { ClientProxy } from '@nestjs/microservices';
import { SUBJECTS } from '@leadgen/contracts';
import { NEVER, of, throwError } from 'rxjs';
import { ProfileSeller } from './lead-pitch.seller.js';

const caller = { id: 'u1', email: 'rep@example.com' };
const ctx = { request_id: 'r1', caller, ip: '' };
const profile = (company_name: string | null, company_website: string | null = null) => ({
  success: true,
  profile: {
    id: 'u1',
    email: 'rep@example.com',
    first_name: 'Dana',
    last_name: 'Reyes',
    company_name,
    company_size: '1-10',
    company_website,
    role: 'Sales',
    subscription_tier: 'free',
    credits_remaining: 10,
  },
});
const answering = (reply: ReturnType<ClientProxy['send']>) => {
  const asked: unknown[] = [];
  const client = {
    send: (subject: string, payload: unknown) => (asked.push([subject, payload]), reply),
  } as unknown as ClientProxy;
  return { sellers: new ProfileSeller(client), asked };
};

describe("the rep's company, from the profile", () => {
  it('asks accounts for the caller’s profile and takes its company', async () => {
    const { sellers, asked } = answering(of(profile('TableTurn', 'https://tableturn.example.com')));
    expect(await sellers.of(ctx)).toEqual({ company_name: 'TableTurn', website_url: 'https://tableturn.example.com' });
    expect(asked).toEqual([[SUBJECTS.accounts.profileGet, { ...ctx, body: {} }]]);
  });

  it('speaks for no company when the profile names none, there is no caller, or accounts fails', async () => {
    expect(await answering(of(profile('  '))).sellers.of(ctx)).toBeNull();
    expect(await answering(of(profile('TableTurn'))).sellers.of({ ...ctx, caller: null })).toBeNull();
    expect(await answering(throwError(() => new Error('no responders'))).sellers.of(ctx)).toBeNull();
    expect(await answering(of({ unexpected: true })).sellers.of(ctx)).toBeNull();
  });

  it('does not hold the pitch up when accounts never answers', async () => {
    expect(await answering(NEVER).sellers.of(ctx)).toBeNull();
  });

  it("asks once for a search's pitches (one request id), and again for another request or rep", async () => {
    const { sellers, asked } = answering(of(profile('TableTurn')));
    await Promise.all([sellers.of(ctx), sellers.of(ctx), sellers.of(ctx)]);
    expect(asked).toHaveLength(1);
    await sellers.of({ ...ctx, request_id: 'r2' });
    await sellers.of({ ...ctx, caller: { id: 'u2', email: 'other@example.com' } });
    expect(asked).toHaveLength(3);
  });

  it('asks every time when the request has no id', async () => {
    const { sellers, asked } = answering(of(profile('TableTurn')));
    await sellers.of({ ...ctx, request_id: '' });
    await sellers.of({ ...ctx, request_id: '' });
    expect(asked).toHaveLength(2);
  });
});
