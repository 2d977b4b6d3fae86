import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const FORBIDDEN = /from\s+['"](koa|@koa\/[^'"]+|koa-[^'"]+|@mikro-orm\/[^'"]+|inversify|class-validator|react|react-dom|@mui\/[^'"]+|pg|nodemailer|argon2)['"]/;
const ADAPTERS = /from\s+['"](\.\.\/)+adapters\//;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

describe('hexagonal layering', () => {
  for (const layer of ['domain', 'application']) {
    it(`${layer}/ imports no framework, driver or adapter`, () => {
      const offenders = files(layer).flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((line) => FORBIDDEN.test(line) || ADAPTERS.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
      expect(offenders).toEqual([]);
    });
  }

  it('domain/ does not depend on application/', () => {
    const offenders = files('domain').filter((file) => /from\s+['"](\.\.\/)+application\//.test(readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
