/** The roles of a team: an admin invites, removes and changes roles; a rep works the shared leads. */
export const TEAM_ROLES = ['admin', 'rep'] as const;

/** How long an invite's code stays good. */
export const TEAM_INVITE_DAYS = 7;
