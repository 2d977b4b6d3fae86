import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0008: a use case is one class in its own `<verb-noun>.use-case.ts` file whose only public method is
 * `execute`. Steps two use cases share live in plain helper modules beside them (ride-cancellation.ts,
 * person-account.ts, owner-consent.ts, ...), which adapters do not call for a step that reads or writes.
 */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const isPublic = (member: ts.ClassElement) =>
  !(ts.getCombinedModifierFlags(member as ts.Declaration) & (ts.ModifierFlags.Private | ts.ModifierFlags.Protected)) && !(member.name && ts.isPrivateIdentifier(member.name));

/** Each use-case file's exported classes and their public methods (constructor, fields and private members left out). */
function useCaseShapes(): Array<{ file: string; classes: Array<{ name: string; methods: string[] }> }> {
  return files('application')
    .filter((file) => file.endsWith('.use-case.ts'))
    .map((file) => {
      const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
      const classes = source.statements.filter(ts.isClassDeclaration).filter((c) => ts.getCombinedModifierFlags(c) & ts.ModifierFlags.Export);
      return {
        file,
        classes: classes.map((c) => ({
          name: c.name?.text ?? '(anonymous)',
          methods: c.members.filter((m) => (ts.isMethodDeclaration(m) || ts.isGetAccessor(m) || ts.isSetAccessor(m)) && isPublic(m)).map((m) => m.name!.getText(source)),
        })),
      };
    });
}

describe('use cases (ADR 0008)', () => {
  const shapes = useCaseShapes();

  it('finds the use cases', () => {
    expect(shapes.length).toBeGreaterThan(50);
  });

  it('each *.use-case.ts exports one class, named after its file, whose only public method is execute', () => {
    const pascal = (file: string) =>
      file
        .split('/')
        .pop()!
        .replace(/\.use-case\.ts$/, '')
        .split('-')
        .map((word) => word[0]!.toUpperCase() + word.slice(1))
        .join('');
    const wrong = shapes.flatMap(({ file, classes }) => {
      if (classes.length !== 1) return [`${file}: ${classes.length} exported classes`];
      const [only] = classes;
      return [
        ...(only!.name === pascal(file) ? [] : [`${file}: class ${only!.name}, expected ${pascal(file)}`]),
        ...(only!.methods.join() === 'execute' ? [] : [`${file}: ${only!.name} has public ${only!.methods.join(', ') || 'nothing'} (only execute)`]),
      ];
    });
    expect(wrong).toEqual([]);
  });
});
