import { Migration } from '@mikro-orm/migrations';

/**
 * Tenancies confirmed by both sides (domain/tenancies/): the tenancies, their payments, their history (added to
 * only) and the confirmation codes sent to confirm them. One tenancy holds a home at a time (confirmed or under
 * notice) and one proposal is open per home and tenant: partial unique indexes, whatever the use cases checked.
 */
export class Migration20261130050000_tenancies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists tenancies (
      id uuid primary key,
      property_id uuid not null references properties(id) on delete cascade,
      city varchar(30) not null,
      owner_id uuid not null,
      tenant_id uuid not null,
      proposed_by_id uuid not null,
      proposed_by_role varchar(10) not null,
      rent integer not null check (rent > 0),
      deposit integer not null check (deposit >= 0),
      maintenance integer not null check (maintenance >= 0),
      move_in_date date not null,
      term_months integer not null,
      notice_months integer not null,
      rent_due_day integer not null check (rent_due_day between 1 and 28),
      terms_version integer not null,
      owner_confirmed_version integer,
      owner_confirmed_at timestamptz,
      tenant_confirmed_version integer,
      tenant_confirmed_at timestamptz,
      status varchar(12) not null check (status in ('PROPOSED', 'CONFIRMED', 'ENDING', 'ENDED', 'WITHDRAWN', 'VOIDED')),
      confirmed_at timestamptz,
      notice_given_at timestamptz,
      notice_given_by_id uuid,
      move_out_date date,
      ended_at timestamptz,
      withdrawn_at timestamptz,
      withdraw_reason varchar(500),
      voided_by_id uuid,
      voided_at timestamptz,
      void_reason varchar(500),
      visit_stated_by_id uuid,
      visit_stated_at timestamptz,
      visited_on date,
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    );`);
    this.addSql(`create unique index if not exists tenancies_holding_unique on tenancies (property_id) where status in ('CONFIRMED', 'ENDING');`);
    this.addSql(`create unique index if not exists tenancies_open_proposal_unique on tenancies (property_id, tenant_id) where status = 'PROPOSED';`);
    this.addSql('create index if not exists tenancies_owner_idx on tenancies (owner_id, created_at desc);');
    this.addSql('create index if not exists tenancies_tenant_idx on tenancies (tenant_id, created_at desc);');
    this.addSql('create index if not exists tenancies_status_idx on tenancies (status, created_at desc);');

    this.addSql(`create table if not exists tenancy_payments (
      id uuid primary key,
      tenancy_id uuid not null references tenancies(id) on delete cascade,
      kind varchar(10) not null check (kind in ('TOKEN', 'DEPOSIT', 'RENT', 'REFUND')),
      amount integer not null check (amount > 0),
      mode varchar(16) not null check (mode in ('CASH', 'UPI', 'BANK_TRANSFER')),
      reference varchar(60),
      paid_on date not null,
      for_month varchar(7),
      recorded_by_id uuid not null,
      recorded_by_party varchar(10) not null,
      status varchar(10) not null check (status in ('PENDING', 'CONFIRMED', 'DISPUTED', 'VOIDED')),
      confirmed_at timestamptz,
      disputed_at timestamptz,
      dispute_note varchar(500),
      voided_at timestamptz,
      voided_by_id uuid,
      void_reason varchar(500),
      created_at timestamptz not null,
      updated_at timestamptz not null,
      version integer not null
    );`);
    this.addSql('create index if not exists tenancy_payments_tenancy_idx on tenancy_payments (tenancy_id, created_at desc);');
    this.addSql(`create index if not exists tenancy_payments_queue_idx on tenancy_payments ((status = 'DISPUTED') desc, created_at desc);`);

    this.addSql(`create table if not exists tenancy_events (
      id uuid primary key,
      tenancy_id uuid not null references tenancies(id) on delete cascade,
      payment_id uuid,
      at timestamptz not null,
      by_id uuid not null,
      by_role varchar(10) not null,
      action varchar(20) not null,
      terms_version integer,
      note varchar(500)
    );`);
    this.addSql('create index if not exists tenancy_events_tenancy_idx on tenancy_events (tenancy_id, at);');

    this.addSql(`create table if not exists confirmation_codes (
      id uuid primary key,
      subject_type varchar(10) not null,
      subject_id uuid not null,
      subject_version integer not null,
      user_id uuid not null,
      code_hash varchar(64) not null,
      attempts integer not null default 0,
      created_at timestamptz not null,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      voided_at timestamptz
    );`);
    this.addSql('create index if not exists confirmation_codes_owner_idx on confirmation_codes (subject_type, subject_id, user_id, created_at desc);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists confirmation_codes;');
    this.addSql('drop table if exists tenancy_events;');
    this.addSql('drop table if exists tenancy_payments;');
    this.addSql('drop table if exists tenancies;');
  }
}
