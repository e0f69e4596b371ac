import type { TeammateLead } from '@leadgen/contracts';

/** The owner's first name, as teammates call each other ('Sam' of 'Sam Rivera'). */
function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] || 'A teammate';
}

/** 'Sam's lead since Nov 20': a teammate saved this restaurant, so it is theirs to work. */
export function teammateMarkText(mark: TeammateLead): string {
  const day = new Date(mark.since).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
  return `${firstName(mark.owner_name)}'s lead since ${day}`;
}

/** The mark's longer words, for its title: who, and that an admin can give it to another rep. */
export function teammateMarkTitle(mark: TeammateLead): string {
  return `${mark.owner_name || 'A teammate'} saved this restaurant: it is their lead. An admin can reassign it.`;
}
