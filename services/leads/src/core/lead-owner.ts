import { teamOf, type Caller } from '@leadgen/contracts';
import { requireCaller } from '@leadgen/service-kit';

/** The rep who saves a lead and owns it, the team it belongs to, and their name as teammates read it. */
export interface LeadOwner {
  userId: string;
  teamId: string;
  name: string;
}

/** The signed-in caller as a lead's owner; a request without a session answers 401. */
export function leadOwnerOf(caller: Caller | null): LeadOwner {
  const userId = requireCaller(caller);
  return { userId, teamId: teamOf(caller!), name: caller!.name ?? caller!.email };
}

/** A rep alone, known by id only: a team of one. */
export const soloOwner = (userId: string): LeadOwner => ({ userId, teamId: userId, name: '' });
