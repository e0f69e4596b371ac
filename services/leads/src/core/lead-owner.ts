import { teamOf, type Caller } from '@leadgen/contracts';
import { requireCaller } from '@leadgen/service-kit';

/** The rep who saves a lead and owns it, the team it belongs to, and their name as teammates read it. */
export interface LeadOwner {
  userId: string;
  teamId: string;
  name: string;
  /** An admin of the team (a rep alone is their own team's): may rename or delete any of its lists. */
  admin: boolean;
}

/** The signed-in caller as a lead's owner; a request without a session answers 401. */
export function leadOwnerOf(caller: Caller | null): LeadOwner {
  const userId = requireCaller(caller);
  return {
    userId,
    teamId: teamOf(caller!),
    name: caller!.name ?? caller!.email,
    admin: (caller!.team_role ?? 'admin') === 'admin',
  };
}

/** A rep alone, known by id only: a team of one. */
export const soloOwner = (userId: string): LeadOwner => ({ userId, teamId: userId, name: '', admin: true });

/** A rep given as an owner, or by id alone (a rep alone, as the services' specs name them). */
export type Rep = LeadOwner | string;
export const asOwner = (who: Rep): LeadOwner => (typeof who === 'string' ? soloOwner(who) : who);
