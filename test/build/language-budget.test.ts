import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipped, initialScripts, kb } from '../support/initial-scripts.js';

/**
 * Hindi beside English without a cost before interaction. The home is prerendered in both languages
 * (dist/web-public/index.html and index.hi.html, ADR 0005); both stay under the home's budget, and the Hindi
 * catalogue is a chunk of its own, downloaded only when a Hindi page boots the app (never by the islands before
 * interaction, never by the English app).
 */
const SITE = join('dist', 'web-public');
const BUDGET = 60_000;
const ISLAND_TARGET = 15_000;

/** The built chunk holding the Hindi catalogue (a text only it has). */
function hindiChunk(): string | undefined {
  const assets = join(SITE, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .find((file) => readFileSync(join(assets, file), 'utf8').includes('मोहल्ला या पहचान की जगह'));
}

// Skipped only without a build of the site (as home-budget): a build without the Hindi home fails here.
describe.skipIf(!existsSync(join(SITE, 'app.html')))('both languages within the budgets (dist/web-public)', () => {
  const read = (file: string) => (existsSync(join(SITE, file)) ? readFileSync(join(SITE, file), 'utf8') : '');
  const english = read('index.html');
  const hindi = read('index.hi.html');
  const page = read('page.html');
  const app = read('app.html');

  it('builds the home in Hindi too (index.hi.html beside index.html)', () => {
    expect(existsSync(join(SITE, 'index.hi.html')), 'dist/web-public/index.hi.html: the Hindi home').toBe(true);
  });

  it('prerenders the home in Hindi: lang="hi", Hindi title, words and island text, the same scripts as the English home', () => {
    expect(hindi).toContain('<html lang="hi">');
    expect(english).toContain('<html lang="en">');
    expect(hindi).toContain('<title>पटना में किराए के घर, हर लिस्टिंग टीम की मंज़ूरी से | GharSetu</title>');
    expect(hindi).toContain('घर देखने कैसे जाएँ');
    expect(hindi).toMatch(/"newest":\{"patna":"पटना में वेरिफ़ाइड निशान वाले नए घर"/);
    expect(hindi).not.toContain('How visits work');
    expect(initialScripts(SITE, hindi)).toEqual(initialScripts(SITE, english));
    // Whole and in order: no inline script (the CSP blocks it) and no part waiting hidden for one.
    for (const html of [english, hindi]) {
      expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\bsrc="|type="application\/json"/.test(tag))).toEqual([]);
      expect(html).not.toMatch(/<div hidden|<template id="B:/);
    }
  });

  it(`loads under ${kb(BUDGET)} of JavaScript (gzip) before interaction in Hindi too, and no catalogue`, () => {
    const chunk = hindiChunk();
    expect(chunk, 'the Hindi catalogue is a chunk of its own').toBeDefined();
    for (const [name, html] of [['index.hi.html', hindi], ['index.html', english], ['page.html', page]] as const) {
      const scripts = initialScripts(SITE, html);
      const total = scripts.reduce((sum, path) => sum + gzipped(join(SITE, path)), 0);
      console.log(`${name}: JavaScript ${kb(total)} gzip before interaction; the Hindi catalogue ${kb(gzipped(join(SITE, 'assets', chunk!)))} gzip on demand`);
      expect([name, scripts.includes(`assets/${chunk}`)]).toEqual([name, false]);
      expect(total, `${name} JavaScript ${kb(total)} gzip`).toBeLessThan(BUDGET);
      expect(total, `${name} JavaScript ${kb(total)} gzip: over the island's ${kb(ISLAND_TARGET)} target`).toBeLessThan(ISLAND_TARGET);
    }
    // The English app does not download it either.
    expect(initialScripts(SITE, app)).not.toContain(`assets/${chunk}`);
  });
});
