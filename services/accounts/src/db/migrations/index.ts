import { Migration20261122000000_users_profiles } from './Migration20261122000000_users_profiles.js';
import { Migration20261122010000_verification_usage_throttles } from './Migration20261122010000_verification_usage_throttles.js';
import { Migration20261122020000_usage_diagnostics } from './Migration20261122020000_usage_diagnostics.js';
import { Migration20261123000000_sessions } from './Migration20261123000000_sessions.js';
import { Migration20261123010000_signin_attempts } from './Migration20261123010000_signin_attempts.js';
import { Migration20261123050000_usage_calls } from './Migration20261123050000_usage_calls.js';
import { Migration20261125000000_usage_events } from './Migration20261125000000_usage_events.js';
import { Migration20261125100000_custom_pitch_reports } from './Migration20261125100000_custom_pitch_reports.js';
import { Migration20261126000000_usage_enrichments } from './Migration20261126000000_usage_enrichments.js';
import { Migration20261126100000_offers_kept_analyses } from './Migration20261126100000_offers_kept_analyses.js';
import { Migration20261127000000_usage_emails } from './Migration20261127000000_usage_emails.js';
import { Migration20261129120000_no_demo_tier } from './Migration20261129120000_no_demo_tier.js';
import { Migration20261130000000_starter_trial } from './Migration20261130000000_starter_trial.js';
import { Migration20261130100000_teams } from './Migration20261130100000_teams.js';
import { Migration20261130170000_team_offers } from './Migration20261130170000_team_offers.js';
import { Migration20261130200000_digest_settings } from './Migration20261130200000_digest_settings.js';
import { Migration20261203000000_meeting_links } from './Migration20261203000000_meeting_links.js';

/** Applied in order at start-up, on PostgreSQL and PGlite alike. */
export const MIGRATIONS = [
  { name: 'Migration20261122000000_users_profiles', class: Migration20261122000000_users_profiles },
  { name: 'Migration20261122010000_verification_usage_throttles', class: Migration20261122010000_verification_usage_throttles },
  { name: 'Migration20261122020000_usage_diagnostics', class: Migration20261122020000_usage_diagnostics },
  { name: 'Migration20261123000000_sessions', class: Migration20261123000000_sessions },
  { name: 'Migration20261123010000_signin_attempts', class: Migration20261123010000_signin_attempts },
  { name: 'Migration20261123050000_usage_calls', class: Migration20261123050000_usage_calls },
  { name: 'Migration20261125000000_usage_events', class: Migration20261125000000_usage_events },
  { name: 'Migration20261125100000_custom_pitch_reports', class: Migration20261125100000_custom_pitch_reports },
  { name: 'Migration20261126000000_usage_enrichments', class: Migration20261126000000_usage_enrichments },
  { name: 'Migration20261126100000_offers_kept_analyses', class: Migration20261126100000_offers_kept_analyses },
  { name: 'Migration20261127000000_usage_emails', class: Migration20261127000000_usage_emails },
  { name: 'Migration20261129120000_no_demo_tier', class: Migration20261129120000_no_demo_tier },
  { name: 'Migration20261130000000_starter_trial', class: Migration20261130000000_starter_trial },
  { name: 'Migration20261130100000_teams', class: Migration20261130100000_teams },
  { name: 'Migration20261130170000_team_offers', class: Migration20261130170000_team_offers },
  { name: 'Migration20261130200000_digest_settings', class: Migration20261130200000_digest_settings },
  { name: 'Migration20261203000000_meeting_links', class: Migration20261203000000_meeting_links },
];
