import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder, repositoryRoot } from '../test/workspaceSources.ts';

/**
 * Code and docs cite only what is in this repository. The product's rules the code relies on are written
 * in docs/product/<area>.md, each under a heading with its id (`### APPS-4 ...`), and cited as
 * `docs/product/apps.md APPS-4`; design choices live in docs/architecture.md and docs/decisions. A
 * citation of a document or a tracker outside the repository (the specification, the design or style
 * notes the project started from, an issue number) sends a new maintainer nowhere, so it fails here.
 */
const scanned = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/drizzle',
  'apps/web/src',
  'packages',
  'e2e',
  'docs',
  'bench',
];
/** bench/'s markdown is a dated log of measurements, each headed by the request it answered; its code is scanned. */
const isBenchLog = (file: string) => file.startsWith('bench/') && file.endsWith('.md');
const rootFiles = ['README.md', 'playwright.config.ts', 'redocly.yaml', 'vitest.config.ts'];
const OUTSIDE = /\b(?:SPEC|DESIGN|STYLE)\.md\b|\bissues? \d+/i;
const PRODUCT_CITATION = /docs\/product\/([a-z0-9-]+\.md)[ #]+([A-Z][A-Z0-9]*-\d+)\b/g;

const files = (dir: string) => filesUnder(dir, /\.(tsx?|md|ya?ml|css|sql)$/);

const all = [
  ...scanned.flatMap(files).filter((file) => !isBenchLog(file)),
  ...rootFiles.filter((file) => existsSync(path.join(repositoryRoot, file))),
];
/** This check names the patterns it looks for. */
const itself = new Set(['apps/server/src/docCitations.test.ts']);
const texts = new Map(
  all
    .filter((file) => !itself.has(file))
    .map((file) => [file, readFileSync(path.join(repositoryRoot, file), 'utf8')]),
);

function countsOutside(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [file, text] of texts) {
    const lines = text.split('\n').filter((line) => OUTSIDE.test(line));
    if (lines.length > 0) counts[file] = lines.length;
  }
  return counts;
}

function productIds(file: string): Set<string> {
  const full = path.join(repositoryRoot, 'docs', 'product', file);
  if (!existsSync(full)) return new Set();
  return new Set(
    [...readFileSync(full, 'utf8').matchAll(/^#{2,4} ([A-Z][A-Z0-9]*-\d+)\b/gm)].map((m) => m[1]!),
  );
}

describe('citations', () => {
  it('cite nothing outside the repository', () => {
    const found = Object.entries(countsOutside()).map(([file, n]) => `${file}: ${n} lines`);
    expect(found, 'cite docs/product, docs/architecture.md or docs/decisions instead').toEqual([]);
  });

  it('name product rules that exist', () => {
    const broken: string[] = [];
    for (const [file, text] of texts)
      for (const [, doc, id] of text.matchAll(PRODUCT_CITATION))
        if (!productIds(doc!).has(id!)) broken.push(`${file}: docs/product/${doc} ${id}`);
    expect(broken).toEqual([]);
  });

  it('finds what it looks for', () => {
    const probe = (line: string) => OUTSIDE.test(line);
    expect(probe('// see SPEC.md 4')).toBe(true);
    expect(probe('(issue 36 item 6)')).toBe(true);
    expect(probe('// see docs/product/apps.md APPS-4')).toBe(false);
    expect([...'docs/product/apps.md APPS-4'.matchAll(PRODUCT_CITATION)].map((m) => m[2])).toEqual([
      'APPS-4',
    ]);
  });
});
