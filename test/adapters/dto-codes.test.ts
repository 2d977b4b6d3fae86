import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { getMetadataStorage } from 'class-validator';
import type { ValidationMetadata } from 'class-validator/types/metadata/ValidationMetadata.js';
import { describe, expect, it } from 'vitest';
import { en } from '../../domain/shared/catalogue/en.js';

const HTTP = join(import.meta.dirname, '..', '..', 'adapters', 'http');

/** Every request DTO module of the HTTP layer (`*.dto.ts`) and the shared paging DTO. */
function dtoModules(folder = HTTP): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return dtoModules(path);
    return entry.name.endsWith('.dto.ts') || relative(HTTP, path) === join('shared', 'paging.ts') ? [path] : [];
  });
}

/** Every constraint class-validator holds, whatever the version keeps them in. */
function allMetadata(): ValidationMetadata[] {
  const held = (getMetadataStorage() as unknown as { validationMetadatas: Map<unknown, ValidationMetadata[]> | ValidationMetadata[] }).validationMetadatas;
  return held instanceof Map ? [...held.values()].flat() : held;
}

/**
 * A constraint whose message comes from a domain rule check (SatisfiesRule): the check returns a text the catalogue
 * made (english()), so its answer carries that text's code.
 */
const CODED_BY_THEIR_RULE = new Set(['satisfiesRule']);

describe('request DTOs', () => {
  it('give every constraint a catalogue code (coded()), so a field error always carries one', async () => {
    const modules = dtoModules();
    expect(modules.length).toBeGreaterThan(3);
    for (const path of modules) await import(path);
    const uncoded = allMetadata()
      .filter((meta) => meta.type === 'customValidation' && !CODED_BY_THEIR_RULE.has(meta.name ?? ''))
      .filter((meta) => !(meta.context && typeof meta.context.code === 'string' && meta.context.code in en.messages))
      .map((meta) => `${(meta.target as { name?: string }).name}.${meta.propertyName} (${meta.name ?? meta.type})`);
    expect(uncoded).toEqual([]);
  });
});
