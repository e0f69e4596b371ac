import { Migration20261125000000_my_leads } from './Migration20261125000000_my_leads.js';
import { Migration20261125120000_my_leads_cuisine_city } from './Migration20261125120000_my_leads_cuisine_city.js';
import { Migration20261126030000_lead_contacts } from './Migration20261126030000_lead_contacts.js';
import { Migration20261126070000_email_activity } from './Migration20261126070000_email_activity.js';
import { Migration20261126080000_bulk_undo } from './Migration20261126080000_bulk_undo.js';
import { Migration20261126081000_my_leads_page_order } from './Migration20261126081000_my_leads_page_order.js';
import { Migration20261126082000_my_leads_changes } from './Migration20261126082000_my_leads_changes.js';
import { Migration20261126083000_my_leads_changes_contacts } from './Migration20261126083000_my_leads_changes_contacts.js';
import { Migration20261127000000_outreach_answers } from './Migration20261127000000_outreach_answers.js';
import { Migration20261129120000_no_demo_source } from './Migration20261129120000_no_demo_source.js';
import { Migration20261130130000_team_leads } from './Migration20261130130000_team_leads.js';
import { Migration20261130140000_owner_changes } from './Migration20261130140000_owner_changes.js';
import { Migration20261130150000_team_pages } from './Migration20261130150000_team_pages.js';
import { Migration20261130160000_team_lists } from './Migration20261130160000_team_lists.js';
import { Migration20261130170000_authors } from './Migration20261130170000_authors.js';
import { Migration20261130190000_watches } from './Migration20261130190000_watches.js';
import { Migration20261130180000_place_sightings } from './Migration20261130180000_place_sightings.js';

/** Applied in order at start-up, on PostgreSQL and PGlite alike (own migrations table: mikro_orm_migrations_leads). */
export const MIGRATIONS = [
  { name: 'Migration20261125000000_my_leads', class: Migration20261125000000_my_leads },
  { name: 'Migration20261125120000_my_leads_cuisine_city', class: Migration20261125120000_my_leads_cuisine_city },
  { name: 'Migration20261126030000_lead_contacts', class: Migration20261126030000_lead_contacts },
  { name: 'Migration20261126070000_email_activity', class: Migration20261126070000_email_activity },
  { name: 'Migration20261126080000_bulk_undo', class: Migration20261126080000_bulk_undo },
  { name: 'Migration20261126081000_my_leads_page_order', class: Migration20261126081000_my_leads_page_order },
  { name: 'Migration20261126082000_my_leads_changes', class: Migration20261126082000_my_leads_changes },
  {
    name: 'Migration20261126083000_my_leads_changes_contacts',
    class: Migration20261126083000_my_leads_changes_contacts,
  },
  { name: 'Migration20261127000000_outreach_answers', class: Migration20261127000000_outreach_answers },
  { name: 'Migration20261129120000_no_demo_source', class: Migration20261129120000_no_demo_source },
  { name: 'Migration20261130130000_team_leads', class: Migration20261130130000_team_leads },
  { name: 'Migration20261130140000_owner_changes', class: Migration20261130140000_owner_changes },
  { name: 'Migration20261130150000_team_pages', class: Migration20261130150000_team_pages },
  { name: 'Migration20261130160000_team_lists', class: Migration20261130160000_team_lists },
  { name: 'Migration20261130170000_authors', class: Migration20261130170000_authors },
  { name: 'Migration20261130180000_place_sightings', class: Migration20261130180000_place_sightings },
  { name: 'Migration20261130190000_watches', class: Migration20261130190000_watches },
];
