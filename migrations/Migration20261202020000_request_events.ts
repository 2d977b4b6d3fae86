import { Migration } from '@mikro-orm/migrations';

/**
 * "My requests" (docs/contexts/customer-service.md): the history of a callback request, a property request or a
 * listing report as its maker reads it (status changes, their notes, a withdrawal; never who on the team acted),
 * and the account a callback request belongs to (`leads.user_id`: set when made signed in, or when its number
 * later signs in with an OTP, as property requests already are).
 */
export class Migration20261202020000_request_events extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table if not exists request_events (
      id uuid primary key,
      request_kind varchar(20) not null check (request_kind in ('CALLBACK', 'PROPERTY_REQUEST', 'LISTING_REPORT')),
      request_id uuid not null,
      kind varchar(10) not null check (kind in ('STATUS', 'NOTE', 'WITHDRAWN')),
      status varchar(20),
      note varchar(500),
      by_requester boolean not null,
      created_at timestamptz not null
    );`);
    this.addSql(`create index if not exists request_events_request_idx on request_events (request_id, created_at);`);
    this.addSql(`alter table leads add column if not exists user_id uuid references users (id) on delete set null;`);
    this.addSql(`create index if not exists leads_user_idx on leads (user_id) where user_id is not null;`);
    this.addSql(`create index if not exists leads_unclaimed_mobile_idx on leads (mobile_no) where user_id is null;`);
    this.addSql(`create index if not exists property_requests_unclaimed_mobile_idx on property_requests (mobile_no) where user_id is null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists property_requests_unclaimed_mobile_idx;');
    this.addSql('drop index if exists leads_unclaimed_mobile_idx;');
    this.addSql('drop index if exists leads_user_idx;');
    this.addSql('alter table leads drop column if exists user_id;');
    this.addSql('drop table if exists request_events;');
  }
}
