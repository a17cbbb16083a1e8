import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import type { Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * The API tests on PGlite start every file's database from one migrated data directory, dumped here once:
 * starting PGlite from it takes a third of the time of initialising an empty cluster and migrating it,
 * paid by each of the project's files. The database is the same one the migrations make.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-pglite-template-'));
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  await runMigrations({ kind: 'pglite', db: drizzle(pglite) } as unknown as Database);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return () => rm(dir, { recursive: true, force: true });
}
