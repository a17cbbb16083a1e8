import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { embeddedJobsSchemaSql } from '../jobsSchema.ts';
import { runMigrations } from '../migrate.ts';
import * as schema from '../schema/index.ts';

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
    const dump = await pglite.dumpDataDir('none');
    return Buffer.from(await dump.arrayBuffer());
  } finally {
    await pglite.close();
  }
}
