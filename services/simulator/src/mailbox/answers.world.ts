import type { SimWorld } from '../world/world.js';
import {
  answerFor as choose,
  type AnswerChoiceOptions,
  type AnswerPlan,
  type MailDirectory,
} from './answers.choice.js';

/** The simulated world's restaurants as mail domains: an address their sites do not publish does not exist. */
export function worldDirectory(world: SimWorld): MailDirectory {
  return { domain: (domain) => world.sites.mailDomain(domain) };
}

/** What the simulator does with a mail from the demo rep to `address`, in this world (by default its shares, delays of 10-60 s). */
export function answerInWorld(
  world: SimWorld,
  address: string,
  options: Omit<AnswerChoiceOptions, 'directory'> = {},
): AnswerPlan {
  return choose(address, { ...options, directory: worldDirectory(world) });
}
