import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, for the tests that read every workspace's source. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Every workspace's source folder: what the architecture tests read (castsAndTransactions, fileSizes). */
export const sourceDirs = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'packages/cli/src'];

/** Tests, the web's per-feature API stubs and test helpers: not the product's source. */
export const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || /TestApi\.ts$/.test(file) || /\/(test|testing)\//.test(file);

/**
 * The files under `dir` (relative to the root) whose names match `names`, relative to the root:
 * declarations, installed packages and build output left out. A folder that does not exist has none.
 */
export function filesUnder(dir: string, names: RegExp): string[] {
  const full = path.join(repositoryRoot, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        names.test(entry.name) &&
        !entry.name.endsWith('.d.ts') &&
        !entry.parentPath.includes('node_modules') &&
        !entry.parentPath.includes(`${path.sep}dist`),
    )
    .map((entry) => path.relative(repositoryRoot, path.join(entry.parentPath, entry.name)));
}

/** The TypeScript source files under `dir` (relative to the root), tests and declarations left out. */
export function sourceFiles(dir: string): string[] {
  return filesUnder(dir, /\.tsx?$/).filter((file) => !isTestFile(file));
}
