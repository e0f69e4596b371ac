/**
 * The Outreach tab's server state in the remote's query cache. Everything sits under one key, so
 * coming back to the tab reads it all again; an answer's new kind reads the lists it changes.
 */
export const OUTREACH_KEY = ['outreach'] as const;
export const OUTBOX_KEY = [...OUTREACH_KEY, 'outbox'] as const;
export const SUPPRESSIONS_KEY = [...OUTREACH_KEY, 'suppressions'] as const;
export const MAILBOX_KEY = [...OUTREACH_KEY, 'mailbox'] as const;
export const INBOX_KEY = [...OUTREACH_KEY, 'inbox'] as const;

/** How often the lists that change on their own (answers, unsubscribes) are read while the tab is shown. */
export const LIVE_REFRESH_MS = 15_000;

/** A list's refetch interval: every LIVE_REFRESH_MS while the tab is shown, never while it is hidden. */
export const liveInterval = (shown: boolean): number | false => (shown ? LIVE_REFRESH_MS : false);
