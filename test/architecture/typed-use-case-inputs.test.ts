import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No `unknown` in a use case's input: the HTTP edge checks the wire body with the route's DTO (the domain's rules)
 * and hands the use case typed values (docs/architecture.md, "Typed commands at the edge"). Read with the type
 * checker: every parameter of each use case's `execute`, and each field of an input type declared in application/
 * (helpers' input types too, when they are what `execute` takes, such as PersonInput).
 */

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/**
 * Use cases whose input still holds an `unknown`, each with its reason. A genuinely opaque payload may stay (say
 * why); the rest are not converted yet: their checks still run in the use case, and an entry goes once its DTO
 * checks the body (an entry whose use case no longer takes `unknown` fails below, so this list only shrinks).
 */
const ALLOWED: Record<string, string> = {
  // Every use case takes typed values now; a genuinely opaque payload would be named here with its reason.
};

const isUnknown = (type: ts.Type) => (type.flags & ts.TypeFlags.Unknown) !== 0;

/** Each use case's `execute` parameters (or their fields) typed `unknown`, as `file: name`. */
function unknownInputs(): Map<string, string[]> {
  const useCases = files('application').filter((file) => file.endsWith('.use-case.ts'));
  const config = ts.parseJsonConfigFileContent(ts.readConfigFile('tsconfig.json', ts.sys.readFile).config, ts.sys, '.');
  const program = ts.createProgram(useCases, { ...config.options, noEmit: true });
  const checker = program.getTypeChecker();
  const found = new Map<string, string[]>();
  const inApplication = (symbol: ts.Symbol) =>
    (symbol.declarations ?? []).some((d) => relative('.', d.getSourceFile().fileName).split('\\').join('/').startsWith('application/'));
  for (const file of useCases) {
    const source = program.getSourceFile(file)!;
    const names: string[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isMethodDeclaration(node) && node.name.getText(source) === 'execute') {
        for (const parameter of node.parameters) {
          const name = parameter.name.getText(source);
          const type = checker.getTypeAtLocation(parameter);
          if (isUnknown(type)) names.push(name);
          for (const part of type.isUnion() ? type.types : [type]) {
            if (!(part.flags & ts.TypeFlags.Object)) continue;
            for (const field of checker.getPropertiesOfType(part)) {
              if (!inApplication(field)) continue;
              if (isUnknown(checker.getTypeOfSymbolAtLocation(field, parameter))) names.push(`${name}.${field.name}`);
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
    if (names.length) found.set(file.split('\\').join('/'), names);
  }
  return found;
}

describe('use-case inputs', () => {
  const found = unknownInputs();

  it('take no unknown: the HTTP edge checks the body and hands the use case typed values', () => {
    const offending = [...found].filter(([file]) => !(file in ALLOWED)).map(([file, names]) => `${file}: ${names.join(', ')}`);
    expect(offending).toEqual([]);
  });

  it('the allow-list names only use cases that still take an unknown, each with its reason', () => {
    expect(Object.keys(ALLOWED).filter((file) => !found.has(file))).toEqual([]);
    for (const reason of Object.values(ALLOWED)) expect(reason.trim()).not.toBe('');
  });
});
