import { Migration } from '@mikro-orm/migrations';

/**
 * A ride's history event keeps the code and params of a note the system wrote (`noteText`, next to the English
 * `note`), so the public site says it in the reader's language. Events stored before carry only the English: this
 * gives each one whose note is one of the system's texts its code. The texts are written out as they were stored
 * (a migration does not follow later edits of the catalogue). Data only, no column: `history` is JSON; an instance
 * of the previous release ignores `noteText`.
 */
const FIXED: Array<{ action: string; note: string; code: string }> = [
  { action: 'request', note: 'Check visit', code: 'RIDE_CHECK_REQUESTED' },
  { action: 'complete', note: 'Home matched its listing', code: 'RIDE_MATCHED' },
  { action: 'cancel', note: 'Our team had to call this visit off. We are sorry for the trouble.', code: 'RIDE_CALLED_OFF' },
];
const DIFFERENCES = 'Differences: ';

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

export class Migration20261128200000_ride_note_codes extends Migration {
  override async up(): Promise<void> {
    const fixed = FIXED.map(
      ({ action, note, code }) =>
        `when e->>'action' = ${quote(action)} and e->>'note' = ${quote(note)} then e || jsonb_build_object('noteText', jsonb_build_object('code', ${quote(code)}, 'params', '{}'::jsonb))`,
    ).join('\n          ');
    this.addSql(`update rides set history = (
      select jsonb_agg(case
          ${fixed}
          when e->>'action' = 'complete' and starts_with(e->>'note', ${quote(DIFFERENCES)})
            then e || jsonb_build_object('noteText', jsonb_build_object('code', 'RIDE_DIFFERENCES', 'params',
              jsonb_build_object('differences', substr(e->>'note', ${DIFFERENCES.length + 1}))))
          else e end order by position)
      from jsonb_array_elements(history::jsonb) with ordinality as events(e, position))
    where jsonb_array_length(history::jsonb) > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`update rides set history = (
      select jsonb_agg(e - 'noteText' order by position) from jsonb_array_elements(history::jsonb) with ordinality as events(e, position))
    where jsonb_array_length(history::jsonb) > 0;`);
  }
}
