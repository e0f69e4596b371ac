import { Migration20261127100000_outreach } from './Migration20261127100000_outreach.js';
import { Migration20261129100000_inbox } from './Migration20261129100000_inbox.js';
import { Migration20261129110000_answer_rules } from './Migration20261129110000_answer_rules.js';
import { Migration20261130120000_team_outreach } from './Migration20261130120000_team_outreach.js';
import { Migration20261202100000_sent_check } from './Migration20261202100000_sent_check.js';
import { Migration20261202120000_sent_folder } from './Migration20261202120000_sent_folder.js';
import { Migration20261202220000_from_name } from './Migration20261202220000_from_name.js';
import { Migration20261203120000_cc } from './Migration20261203120000_cc.js';
import { Migration20261203140000_answer_cc } from './Migration20261203140000_answer_cc.js';
import { Migration20261204100000_answer_calendar } from './Migration20261204100000_answer_calendar.js';

/** Applied in order at start-up, on PostgreSQL and PGlite alike. */
export const MIGRATIONS = [
  { name: 'Migration20261127100000_outreach', class: Migration20261127100000_outreach },
  { name: 'Migration20261129100000_inbox', class: Migration20261129100000_inbox },
  { name: 'Migration20261129110000_answer_rules', class: Migration20261129110000_answer_rules },
  { name: 'Migration20261130120000_team_outreach', class: Migration20261130120000_team_outreach },
  { name: 'Migration20261202100000_sent_check', class: Migration20261202100000_sent_check },
  { name: 'Migration20261202120000_sent_folder', class: Migration20261202120000_sent_folder },
  { name: 'Migration20261202220000_from_name', class: Migration20261202220000_from_name },
  { name: 'Migration20261203120000_cc', class: Migration20261203120000_cc },
  { name: 'Migration20261203140000_answer_cc', class: Migration20261203140000_answer_cc },
  { name: 'Migration20261204100000_answer_calendar', class: Migration20261204100000_answer_calendar },
];
