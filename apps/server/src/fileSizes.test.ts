import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repositoryRoot, sourceDirs, sourceFiles } from '../test/workspaceSources.ts';

/**
 * Small files with one purpose (docs/architecture.md "File sizes"): a source file over 400 lines, or a
 * component (a .tsx file) over 250, holds more than one thing, and whoever changes one part reads the
 * others. Such a file is split along what it holds; the test fails on a new one.
 */
const root = repositoryRoot;
const MAX_LINES = 400;
const MAX_COMPONENT_LINES = 250;

/**
 * The files over their limit today, each with its size when it was listed. The list can only shrink: a
 * listed file may not grow, and once it is under its limit its line must go.
 */
const tooLongToday: Record<string, number> = {
  // Edited on other branches (the promote path, the build queue): split once those have landed.
  'apps/server/src/modules/apps/apps.service.ts': 494,
  'apps/server/src/modules/builds/builds.service.ts': 515,
  // One schema of every setting with its documentation: one purpose, long.
  'apps/server/src/config.ts': 526,
  // A list of data, each entry with its reason (calendarDates.test.ts).
  'apps/server/src/calendarDates.allowed.ts': 490,
};

/** Lines as an editor numbers them: a final newline ends the last line, it does not start another. */
const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
const limitOf = (file: string) => (file.endsWith('.tsx') ? MAX_COMPONENT_LINES : MAX_LINES);

const files = sourceDirs.flatMap(sourceFiles);
const sizes = new Map(files.map((file) => [file, lineCount(readFileSync(path.join(root, file), 'utf8'))]));

describe('the check itself', () => {
  it('counts lines as an editor does', () => {
    expect(lineCount('')).toBe(0);
    expect(lineCount('a\nb\n')).toBe(2);
    expect(lineCount('a\nb')).toBe(2);
  });

  it('scans the source of every workspace, components by their own limit, and leaves tests out', () => {
    expect(files).toContain('apps/server/src/db/client.ts');
    expect(files).toContain('apps/web/src/main.tsx');
    expect(files).not.toContain('apps/server/src/fileSizes.test.ts');
    expect(limitOf('apps/web/src/main.tsx')).toBe(250);
    expect(limitOf('apps/server/src/db/client.ts')).toBe(400);
  });
});

describe('file sizes', () => {
  it('no source file is over 400 lines, no component over 250, but for the listed ones', () => {
    const over = files
      .filter((file) => sizes.get(file)! > limitOf(file) && !(file in tooLongToday))
      .map((file) => `${file}: ${sizes.get(file)} lines (limit ${limitOf(file)})`);
    expect(over).toEqual([]);
  });

  it('a listed file does not grow, and leaves the list once it is under its limit', () => {
    const stale = Object.entries(tooLongToday)
      .filter(([file, listed]) => {
        const size = sizes.get(file);
        return size === undefined || size > listed || size <= limitOf(file);
      })
      .map(([file, listed]) => `${file}: listed at ${listed}, now ${sizes.get(file) ?? 'gone'}`);
    expect(stale).toEqual([]);
  });
});
