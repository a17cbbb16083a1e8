import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The unit and API projects run without isolation (vitest.config.ts): a worker keeps its modules from one
 * test file to the next. A module mocked by one file would stay mocked for whatever file runs after it
 * in that worker, so no test file mocks a module; tests stub what they need through arguments and
 * globals, which the setup files restore.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const testDirs = ['apps/server/src', 'apps/web/src', 'packages/contracts/src'];

function testFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe('test files run without isolation', () => {
  const files = testDirs.flatMap(testFiles);

  it('finds the test files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('mock no module (vi.mock or vi.doMock would outlive the file)', () => {
    const mocking = files.filter((file) =>
      /\bvi\.(do)?[mM]ock\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(mocking).toEqual([]);
  });
});
