import { Migration20261122000000_foundation } from './Migration20261122000000_foundation.js';
import { Migration20261122010000_properties } from './Migration20261122010000_properties.js';
import { Migration20261123000000_property_views } from './Migration20261123000000_property_views.js';
import { Migration20261124000000_rides } from './Migration20261124000000_rides.js';
import { Migration20261125000000_idempotency_keys } from './Migration20261125000000_idempotency_keys.js';
import { Migration20261126000000_user_language } from './Migration20261126000000_user_language.js';
import { Migration20261126010000_search_alerts } from './Migration20261126010000_search_alerts.js';
import { Migration20261126020000_listing_reports } from './Migration20261126020000_listing_reports.js';
import { Migration20261126030000_reconfirm_links } from './Migration20261126030000_reconfirm_links.js';
import { Migration20261126090000_message_deliveries } from './Migration20261126090000_message_deliveries.js';
import { Migration20261126110000_listing_report_counting } from './Migration20261126110000_listing_report_counting.js';
import { Migration20261127000000_check_visits } from './Migration20261127000000_check_visits.js';
import { Migration20261128000000_expired_rides } from './Migration20261128000000_expired_rides.js';
import { Migration20261128010000_ride_idempotency_keys } from './Migration20261128010000_ride_idempotency_keys.js';
import { Migration20261128200000_ride_note_codes } from './Migration20261128200000_ride_note_codes.js';
import { Migration20261129000000_reporter_standing } from './Migration20261129000000_reporter_standing.js';
import { Migration20261129130000_erasures } from './Migration20261129130000_erasures.js';

/** Every migration, oldest first. Listed explicitly so no file globbing is needed at run time. */
export const migrationsList = [
  { name: 'Migration20261122000000_foundation', class: Migration20261122000000_foundation },
  { name: 'Migration20261122010000_properties', class: Migration20261122010000_properties },
  { name: 'Migration20261123000000_property_views', class: Migration20261123000000_property_views },
  { name: 'Migration20261124000000_rides', class: Migration20261124000000_rides },
  { name: 'Migration20261125000000_idempotency_keys', class: Migration20261125000000_idempotency_keys },
  { name: 'Migration20261126000000_user_language', class: Migration20261126000000_user_language },
  { name: 'Migration20261126010000_search_alerts', class: Migration20261126010000_search_alerts },
  { name: 'Migration20261126020000_listing_reports', class: Migration20261126020000_listing_reports },
  { name: 'Migration20261126030000_reconfirm_links', class: Migration20261126030000_reconfirm_links },
  { name: 'Migration20261126090000_message_deliveries', class: Migration20261126090000_message_deliveries },
  { name: 'Migration20261126110000_listing_report_counting', class: Migration20261126110000_listing_report_counting },
  { name: 'Migration20261127000000_check_visits', class: Migration20261127000000_check_visits },
  { name: 'Migration20261128000000_expired_rides', class: Migration20261128000000_expired_rides },
  { name: 'Migration20261128010000_ride_idempotency_keys', class: Migration20261128010000_ride_idempotency_keys },
  { name: 'Migration20261128200000_ride_note_codes', class: Migration20261128200000_ride_note_codes },
  { name: 'Migration20261129000000_reporter_standing', class: Migration20261129000000_reporter_standing },
  { name: 'Migration20261129130000_erasures', class: Migration20261129130000_erasures },
];
