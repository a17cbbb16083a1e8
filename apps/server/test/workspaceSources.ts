import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root, for the tests that read every workspace's source. */
export const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Every workspace's source folder: what the architecture tests read (castsAndTransactions, fileSizes). */
export const sourceDirs = ['apps/server/src', 'apps/web/src', 'packages/contracts/src', 'packages/cli/src'];

/** Tests, the web's per-feature API stubs and test helpers: not the product's source. */
export const isTestFile = (file: string) =>
  /\.test\.tsx?$/.test(file) || /TestApi\.ts$/.test(file) || /\/(test|testing)\//.test(file);

/** The TypeScript source files under `dir` (relative to the root), tests and declarations left out. */
export function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(repositoryRoot, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(repositoryRoot, path.join(entry.parentPath, entry.name)))
    .filter((file) => !isTestFile(file));
}
