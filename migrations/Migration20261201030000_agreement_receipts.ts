import { Migration } from '@mikro-orm/migrations';

/**
 * The rent agreement's approvals and the landlord's PAN on a tenancy, and the short codes of a tenancy's receipts
 * (the public page `/r/{code}` an employer checks a receipt on): one per tenancy and month.
 */
export class Migration20261201030000_agreement_receipts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table tenancies
      add column if not exists owner_agreement_version integer,
      add column if not exists owner_agreement_at timestamptz,
      add column if not exists tenant_agreement_version integer,
      add column if not exists tenant_agreement_at timestamptz,
      add column if not exists landlord_pan varchar(10);`);
    this.addSql(`create table if not exists receipt_links (
      code varchar(64) primary key,
      tenancy_id uuid not null references tenancies(id) on delete cascade,
      month varchar(7) not null,
      created_at timestamptz not null,
      unique (tenancy_id, month)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists receipt_links;');
    this.addSql(`alter table tenancies drop column if exists owner_agreement_version, drop column if exists owner_agreement_at,
      drop column if exists tenant_agreement_version, drop column if exists tenant_agreement_at, drop column if exists landlord_pan;`);
  }
}
