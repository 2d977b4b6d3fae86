import { Migration } from '@mikro-orm/migrations';

/**
 * The tenant's decision after a completed visit, stored on the visit; the lead it makes when they want to rent.
 * Expand-only (every new column nullable or with a default), so the previous release keeps writing rides and leads
 * during a rolling deploy.
 * - rides_decisions_idx: an owner's per-listing counts (visited, interested, reasons) read from the index alone.
 * - leads_visit_id_key: one lead per visit, whatever races.
 * - leads_queue_idx: the console's queue order, priority first (a visit's interest above callbacks), newest first.
 */
export class Migration20261130030000_visit_decisions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table rides
      add column if not exists decision varchar(16) null,
      add column if not exists decision_reason varchar(12) null,
      add column if not exists decision_note varchar(140) null,
      add column if not exists decided_at timestamptz null,
      add column if not exists first_decided_at timestamptz null;`);
    this.addSql(`alter table rides add constraint rides_decision_check check (
      (decision is null and decision_reason is null and decision_note is null and decided_at is null)
      or (decision = 'INTERESTED' and decision_reason is null and decision_note is null and decided_at is not null)
      or (decision = 'NOT_INTERESTED' and decision_reason in ('RENT', 'LOCATION', 'CONDITION', 'OWNER', 'OTHER')
          and (decision_note is null or decision_reason = 'OTHER') and decided_at is not null));`);
    this.addSql(`create index if not exists rides_decisions_idx on rides (property_id, decision, decision_reason)
      where status = 'COMPLETED' and purpose = 'TENANT';`);
    this.addSql(`alter table leads
      add column if not exists visit_id uuid null,
      add column if not exists priority integer not null default 0;`);
    this.addSql('create unique index if not exists leads_visit_id_key on leads (visit_id) where visit_id is not null;');
    this.addSql('create index if not exists leads_queue_idx on leads (priority, id);');
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists leads_queue_idx;');
    this.addSql('drop index if exists leads_visit_id_key;');
    this.addSql('alter table leads drop column if exists priority, drop column if exists visit_id;');
    this.addSql('drop index if exists rides_decisions_idx;');
    this.addSql('alter table rides drop constraint if exists rides_decision_check;');
    this.addSql(`alter table rides drop column if exists first_decided_at, drop column if exists decided_at,
      drop column if exists decision_note, drop column if exists decision_reason, drop column if exists decision;`);
  }
}
