import { Migration } from '@mikro-orm/migrations';

/**
 * The delivery log (ADR 0010): one row per SMS or mail handed to its provider by a job, keyed by the job's
 * delivery key (`sms:<job id>`), so a job run again after a crash or a lost claim does not send twice. Rows
 * older than 30 days are purged daily. The job queue's own tables live in the `pgboss` schema, which pg-boss
 * installs and migrates itself when the app starts.
 */
export class Migration20261126090000_message_deliveries extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists message_deliveries (
      delivery_key varchar(255) primary key,
      delivered_at timestamptz not null
    );`);
    this.addSql(`create index if not exists message_deliveries_delivered_at_idx on message_deliveries (delivered_at);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists message_deliveries;`);
  }
}
