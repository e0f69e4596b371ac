import type { TeamRole } from '@leadgen/contracts';
import type { SignedInRep } from './accounts.js';
import { gatewayClient } from './api.js';

/** The code in an invite mail's text, as the rep reads it ('Your invite code: AB3CDEFG'). */
export const inviteCodeIn = (text: string | undefined): string | undefined =>
  /invite code: ([A-Z0-9]{6,12})/.exec(text ?? '')?.[1];

/** Asks `read` for the invite code mailed to `email` until one arrives, for at most `ms`. */
export async function waitForInviteCode(
  read: (email: string) => Promise<string | undefined> | string | undefined,
  email: string,
  ms = 10_000,
): Promise<string> {
  const deadline = Date.now() + ms;
  for (;;) {
    const code = await read(email);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no invite reached ${email}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * The admin invites the rep through the gateway, and the rep joins with the code read from the
 * mailbox: the rep as the team's member, speaking with the token joining answered.
 */
export async function joinTeam(
  gatewayUrl: string,
  admin: SignedInRep,
  rep: SignedInRep,
  readCode: (email: string) => Promise<string | undefined> | string | undefined,
  role: TeamRole = 'rep',
): Promise<SignedInRep> {
  await admin.api.call('teamInvite', { email: rep.email, role });
  const code = await waitForInviteCode(readCode, rep.email);
  const session = await rep.api.call('teamJoin', { code });
  return { ...rep, token: session.session_token, api: gatewayClient(gatewayUrl, session.session_token) };
}
