import { describe, expect, it } from 'vitest';
import { CONSOLE_REQUEST_TEXTS } from '../../../adapters/http/contract/catalogue';
import { requestStatusLabel } from '../propertyRequests/requestStatus';
import { historyLineText, lateMark, replyDueAt, reportHistoryLineText } from './replyPromise';

describe("people's requests on the console", () => {
  it('marks a row the server found past the 48-hour promise "Late", with when the reply was due in India time', () => {
    const made = '2026-11-26T12:30:00.000Z'; // 6:00 PM in India
    expect(replyDueAt(made).toISOString()).toBe('2026-11-28T12:30:00.000Z');
    expect(lateMark({ past_reply_promise: true, created_at: made })).toEqual({
      label: 'Late',
      title: 'No reply within the promised 48 hours: due by 28 Nov 2026, 6:00 PM',
    });
    expect(lateMark({ past_reply_promise: false, created_at: made })).toBeNull();
    expect(lateMark({ created_at: made })).toBeNull();
  });

  it("writes the history's lines: the status in the resource's words, the person's note beside its line", () => {
    const at = '2026-11-26T12:30:00.000Z';
    expect(historyLineText({ kind: 'CREATED', status: 'NEW', note: null, at }, requestStatusLabel)).toEqual({ what: 'Request made', note: null, at: '26 Nov 2026, 6:00 PM' });
    expect(historyLineText({ kind: 'STATUS', status: 'MATCHED', note: null, at }, requestStatusLabel).what).toBe(`Status moved to ${requestStatusLabel('MATCHED')}`);
    expect(historyLineText({ kind: 'NOTE', status: null, note: 'After 5 pm please', at }, requestStatusLabel)).toMatchObject({ what: 'Note from the person', note: 'After 5 pm please' });
    expect(historyLineText({ kind: 'WITHDRAWN', status: 'CLOSED', note: null, at }, requestStatusLabel)).toMatchObject({ what: 'Withdrawn by the person', note: null });
  });

  it("writes a report's history: who on the team acted, with their note or reason beside the line; 'an admin' when no name is known", () => {
    const at = '2026-11-26T12:30:00.000Z';
    const line = (kind: Parameters<typeof reportHistoryLineText>[0]['kind'], by_name: string | null = null, note: string | null = null) =>
      reportHistoryLineText({ kind, at, by_id: by_name ? '0190f0a0-0000-7000-8000-000000000001' : null, by_name, note });
    expect(line('FILED')).toEqual({ what: 'Report filed', note: null, at: '26 Nov 2026, 6:00 PM' });
    expect(line('NOTE', null, 'He asked for cash')).toMatchObject({ what: 'Note from the person', note: 'He asked for cash' });
    expect(line('DISMISSED', 'Site Admin', 'Owner showed papers')).toMatchObject({ what: 'Reports dismissed by Site Admin', note: 'Owner showed papers' });
    expect(line('TAKEN_DOWN', 'Site Admin', 'Rented out')).toMatchObject({ what: 'Listing taken down by Site Admin', note: 'Rented out' });
    expect(line('RESTORED').what).toBe('Listing back on the site, by an admin');
    expect(line('CLOSED').what).toBe('Closed: the listing left the site');
    expect(line('WITHDRAWN').what).toBe('Withdrawn by the person');
  });

  it('has every text in Hindi too, with the same placeholders and in Devanagari', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const { en, hi } = CONSOLE_REQUEST_TEXTS;
    expect(Object.keys(hi).sort()).toEqual(Object.keys(en).sort());
    for (const key of Object.keys(en) as Array<keyof typeof en>) {
      expect(placeholders(hi[key]), key).toEqual(placeholders(en[key]));
      expect(hi[key], key).toMatch(/[\u0900-\u097F]/);
      expect(hi[key], key).not.toBe(en[key]);
    }
  });
});
