import { Migration } from '@mikro-orm/migrations';

/**
 * The console's late-first order of people's requests (docs/contexts/customer-service.md): those still in their first
 * status past the 48-hour reply promise come first, longest waiting first. Each table gets a partial index on
 * (created_at, id) over its first status, so the late part is read in order from an index; the rest keep their
 * usual order's index (leads_queue_idx, property_requests_created_idx, and listing_reports_created_idx here, the
 * reports' newest-first order having had none).
 */
export class Migration20261203020000_late_requests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index if not exists leads_awaiting_idx on leads (created_at, id) where status = 'NEW';`);
    this.addSql(`create index if not exists property_requests_awaiting_idx on property_requests (created_at, id) where status = 'NEW';`);
    this.addSql(`create index if not exists listing_reports_awaiting_idx on listing_reports (created_at, id) where status = 'OPEN';`);
    this.addSql(`create index if not exists listing_reports_created_idx on listing_reports (created_at desc, id desc);`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists listing_reports_created_idx;');
    this.addSql('drop index if exists listing_reports_awaiting_idx;');
    this.addSql('drop index if exists property_requests_awaiting_idx;');
    this.addSql('drop index if exists leads_awaiting_idx;');
  }
}
