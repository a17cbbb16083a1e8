import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { makeMigratedTemplate } from '../src/db/template/makeTemplate.ts';

/**
 * The API tests on PGlite start every file's database from one migrated data directory, dumped here once:
 * starting PGlite from it takes a third of the time of initialising an empty cluster and migrating it,
 * paid by each of the project's files. It is made as `npm run build` makes a fresh DATA_DIR's template.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  await writeFile(file, await makeMigratedTemplate());
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
