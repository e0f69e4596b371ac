import { formatDate } from './account-settings.logic.js';

export const DIGEST_MESSAGES = {
  loadFailed: 'Your weekly digest setting could not be loaded',
  saveFailed: 'The weekly digest setting could not be saved. Please try again.',
  explained:
    'A weekly email of what your watched searches found: new places, announced and just-opened restaurants, new websites and closings.',
} as const;

/** Said once the server kept the setting. */
export function digestSavedMessage(weekly: boolean): string {
  return weekly
    ? 'Weekly digest turned on: it comes by email once a week.'
    : 'Weekly digest turned off: no more digest emails.';
}

/** 'Last sent December 1, 2026', or nothing before the first one. */
export function lastSentText(lastSentAt: string | null | undefined): string {
  return lastSentAt ? `Last sent ${formatDate(lastSentAt)}` : '';
}
