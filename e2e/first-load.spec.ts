import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { measureBundle, routeChunks, totalGzip } from '../bench/bundle.ts';

const dist = path.resolve('apps/web/dist');

/**
 * A size budget on the built app, not a timing (bench/README.md "First load of /"): the first load of /
 * was 308 KB of JS gzip before 2026-11-26, 220 KB after, 203 KB since home's dashboard loads on demand,
 * 192 KB since the toasts' corner loads with the first toast and zod's core left the shell (2026-12-05,
 * "The first load of `/` again"). Twice zod crept back into it through one constant; this keeps it, and
 * the growth of the shell, visible in review.
 */
const FIRST_LOAD_JS_BUDGET_KB = 195;

test('the first load of / stays within its JS budget and brings no zod', () => {
  const bundle = measureBundle(dist);
  const firstLoad = [...bundle.shell.js, ...bundle.home.js];
  const kb = totalGzip(firstLoad) / 1024;
  expect(kb, `first load of / is ${kb.toFixed(1)} KB of JS gzip`).toBeLessThanOrEqual(
    FIRST_LOAD_JS_BUDGET_KB,
  );
  // zod names its error class; the schemas belong to the pages that validate forms, not to the shell.
  const withZod = firstLoad
    .map((asset) => asset.file)
    .filter((file) => fs.readFileSync(path.join(dist, file), 'utf8').includes('ZodError'));
  expect(withZod).toEqual([]);
});

/**
 * The contracts' schemas are built when their chunk is evaluated: every signed-in page evaluates
 * `signed-in`, so it must not import them statically (docs/decisions/chunk-groups.md, `contracts-schemas`).
 */
test('the signed-in pages’ shared chunk loads none of the contracts’ schemas', () => {
  const assets = path.join(dist, 'assets');
  const shared = fs.readdirSync(assets).filter((file) => /^signed-in-.+\.js$/.test(file));
  expect(shared).toHaveLength(1);
  const text = fs.readFileSync(path.join(assets, shared[0]!), 'utf8');
  // A static import; the chunk's preload list may name it for the `import()` of the pages that validate.
  expect(text).not.toMatch(/(?:from|import)\s*"\.\/contracts-schemas-/);
});

/**
 * The console's landing, the apps list, validates nothing on its first screen: the chunks it loads must not
 * bring zod or the inputs only forms render (`vendor-forms`, docs/decisions/chunk-groups.md), which were
 * 170 KB of `vendor-pages` that every signed-in page downloaded and evaluated.
 */
test('the apps list’s first screen loads no zod and no forms-only inputs', () => {
  const { js } = routeChunks(dist, /^AppsListPage-/);
  expect(js.length).toBeGreaterThan(0);
  const withForms = js
    .map((asset) => asset.file)
    .filter(
      (file) =>
        /[\\/]vendor-forms-/.test(file) ||
        fs.readFileSync(path.join(dist, file), 'utf8').includes('ZodError'),
    );
  expect(withForms).toEqual([]);
});
