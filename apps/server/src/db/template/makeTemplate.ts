import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { embeddedJobsSchemaSql } from '../jobsSchema.ts';
import { runMigrations } from '../migrate.ts';
import * as schema from '../schema/index.ts';

/**
 * What the template leaves out of the cluster PGlite's initdb made, and the checkpoint it ends with: every
 * API test file and a fresh DATA_DIR open it (bench/README, "The migrated template, lean and checkpointed").
 * - template0 and template1, the databases `create database` copies: nothing creates one on the embedded
 *   engine (PGlite serves the one database `postgres`), and they were 15 MB and 600 of the 1,560 files
 *   PGlite unpacked at each open. PostgreSQL refuses to drop a database marked as a template.
 * - a checkpoint last: the dump is taken from the running cluster, so PostgreSQL opens it by crash recovery
 *   from its last checkpoint; without one after the migrations, each open replayed their 5 MB of WAL.
 * One statement each: `drop database` cannot run inside the transaction several statements make.
 */
const leanStatements = [
  "update pg_database set datistemplate = false where datname in ('template0', 'template1')",
  'drop database template0',
  'drop database template1',
  'checkpoint',
];

/**
 * A tarball (PGlite's dumpDataDir) of an empty cluster with every migration applied and pg-boss's tables
 * installed (its install was about half a second of a fresh start, on the database thread the seed waits
 * for): the schema only, no rows a migration does not write itself, no secrets. pg_trgm loaded, as the
 * worker loads it (migration 0014 creates the extension where the engine has it).
 */
export async function makeMigratedTemplate(): Promise<Buffer> {
  const pglite = await PGlite.create(undefined, { extensions: { pg_trgm } });
  try {
    await runMigrations({ kind: 'pglite', db: drizzle(pglite, { schema }) });
    await pglite.exec(embeddedJobsSchemaSql());
    for (const statement of leanStatements) await pglite.exec(statement);
    const dump = await pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
}
