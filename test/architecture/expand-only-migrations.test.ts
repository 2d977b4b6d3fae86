import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * A fleet is upgraded one instance at a time (docs/deploy.md, "Upgrading a running fleet"): the first new instance
 * migrates while instances of the version before still serve. So a migration's `up` may only add what the old code
 * can ignore. A new NOT NULL column needs a default (old inserts leave it out), a default is never dropped, and a
 * column is renamed or dropped only in a release after the one that stopped reading it, which its comment says with
 * the words "contract step".
 */
/** Migrations that broke the rule before it was checked, and the later migration that mends each. */
const MENDED: Record<string, string> = {
  Migration20261129000000_reporter_standing: 'Migration20261203000000_reporter_standing_default (the default, NEW, is back)',
};
const folder = new URL('../../migrations/', import.meta.url);

/** The SQL statements of a migration's `up` (its addSql strings). */
function upStatements(source: string): string[] {
  const up = source.slice(source.indexOf('async up('), source.includes('async down(') ? source.indexOf('async down(') : undefined);
  return [...up.matchAll(/addSql\(\s*(`[^`]*`|'[^']*'|"[^"]*")/g)].flatMap((m) => m[1]!.slice(1, -1).split(';')).map((s) => s.replace(/\s+/g, ' ').trim().toLowerCase()).filter(Boolean);
}

/** What in these statements would break an instance of the version before. */
function contractions(statements: string[]): string[] {
  const found: string[] = [];
  for (const sql of statements) {
    for (const clause of sql.split(/,(?![^()]*\))/)) {
      if (/add column/.test(clause) && /not null/.test(clause) && !/\bdefault\b/.test(clause) && !/generated always/.test(clause)) found.push(`NOT NULL column without a default: ${clause.trim()}`);
    }
    if (/drop default/.test(sql)) found.push(`drops a default: ${sql}`);
    if (/drop column/.test(sql)) found.push(`drops a column: ${sql}`);
    if (/rename column|alter table \S+ rename to/.test(sql)) found.push(`renames: ${sql}`);
  }
  return found;
}

describe('migrations an old instance survives', () => {
  it('tells a contraction from an expansion', () => {
    expect(contractions(['alter table t add column c varchar(12) not null'])).toHaveLength(1);
    expect(contractions(["alter table t add column c varchar(12) not null default 'new'", 'alter table t add column d int'])).toEqual([]);
    expect(contractions(['alter table t add column s text generated always as (lower(a)) stored not null'])).toEqual([]);
    expect(contractions(['alter table t alter column c drop default'])).toHaveLength(1);
    expect(contractions(['alter table t drop column c', 'alter table t rename column a to b'])).toHaveLength(2);
  });

  it('every migration only expands, unless it says it is a contract step', () => {
    const files = readdirSync(folder).filter((file) => /^Migration\d{14}_\w+\.ts$/.test(file));
    expect(files.length).toBeGreaterThan(30);
    for (const file of files) {
      const source = readFileSync(new URL(file, folder), 'utf8');
      if (/contract step/i.test(source) || MENDED[file.replace(/\.ts$/, '')]) continue;
      expect.soft(contractions(upStatements(source)), file).toEqual([]);
    }
    for (const mender of Object.values(MENDED)) expect(files).toContain(`${mender.split(' ')[0]}.ts`);
  });
});
