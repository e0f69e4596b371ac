import { teamOf, type Caller } from '@leadgen/contracts';
import { requireCaller } from '@leadgen/service-kit';

/** Who sends: the rep, and the team whose suppression list and replies bind every one of its reps. */
export interface Sender {
  userId: string;
  teamId: string;
}

/** The signed-in caller as a sender; a request without a session answers 401. */
export function senderOf(caller: Caller | null): Sender {
  const userId = requireCaller(caller);
  return { userId, teamId: teamOf(caller!) };
}

/** The sender of a stored email or answer: its rep, and the team it was sent for. */
export const senderOfRow = (row: { userId: string; teamId: string }): Sender => ({
  userId: row.userId,
  teamId: row.teamId,
});
