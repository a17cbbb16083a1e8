import { copyFileSync, mkdirSync, mkdtempSync, openAsBlob, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPglite } from '../client.ts';
import { runMigrations } from '../migrate.ts';
import { rowsOf } from '../rowsOf.ts';
import { holdsDatabase, templateFile, templateFor, templateKey } from './pgliteTemplate.ts';

const jobsSchemaVersion = (
  createRequire(import.meta.url)('pg-boss/package.json') as { pgboss: { schema: number } }
).pgboss.schema;
const journal = fileURLToPath(new URL('../../../drizzle/meta/_journal.json', import.meta.url));

/** pg-boss's schema version installed in the database of `dataDir`, opened as the server opens it. */
async function jobsSchemaIn(dataDir: string, builds: string) {
  const database = await openPglite(dataDir, { template: templateFor(dataDir, templateKey(), builds) });
  try {
    const [row] = await rowsOf<{ version: number }>(
      database.db,
      sql`select version::int as version from pgboss.version`,
    );
    return row?.version;
  } finally {
    await database.close();
  }
}

/** What drizzle's migrator recorded as applied in the database of `dataDir`, opened as the server opens it. */
async function appliedIn(dataDir: string, builds: string) {
  const database = await openPglite(dataDir, { template: templateFor(dataDir, templateKey(), builds) });
  try {
    await runMigrations(database);
    const [row] = await rowsOf<{ count: number }>(
      database.db,
      sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
    );
    return row!.count;
  } finally {
    await database.close();
  }
}

/** A WAL position (`0/1BEECB0`) as a number of bytes. */
function walBytes(lsn: string): number {
  const [high, low] = lsn.split('/');
  return Number.parseInt(high!, 16) * 2 ** 32 + Number.parseInt(low!, 16);
}

/**
 * The bytes of WAL PostgreSQL replayed when it opened the template: its log's "redo starts at" and "redo done
 * at" (the dump is of a running cluster, opened by crash recovery), or 0 when it logged no redo.
 */
async function walReplayedOpening(template: string) {
  const log: string[] = [];
  const pglite = await PGlite.create({
    loadDataDir: await openAsBlob(template),
    extensions: { pg_trgm },
    onStderr: (text) => {
      log.push(text);
      return false;
    },
  });
  await pglite.close();
  const lsn = (what: string) => new RegExp(`redo ${what} at ([0-9A-F]+/[0-9A-F]+)`).exec(log.join('\n'))?.[1];
  const [starts, done] = [lsn('starts'), lsn('done')];
  return starts && done ? walBytes(done) - walBytes(starts) : 0;
}

// Only PGlite has a DATA_DIR: the template is the embedded database's.
describe.runIf(process.env.TEST_DB === 'pglite')(
  'a fresh DATA_DIR started from the migrated template',
  () => {
    let scratch: string;
    let builds: string;
    beforeAll(() => {
      scratch = mkdtempSync(path.join(os.tmpdir(), 'portal-template-api-'));
      builds = path.join(scratch, 'dist');
      mkdirSync(builds);
      // The global setup's template is made as `npm run build` makes it (makeTemplate.ts).
      copyFileSync(inject('pgliteTemplate'), templateFile(templateKey(), builds));
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    it('holds every migration, and opens again as an existing one', async () => {
      const migrations = (JSON.parse(readFileSync(journal, 'utf8')) as { entries: unknown[] }).entries.length;
      const dataDir = path.join(scratch, 'data');
      mkdirSync(dataDir);
      expect(templateFor(dataDir, templateKey(), builds)).toBeDefined();
      expect(await appliedIn(dataDir, builds)).toBe(migrations);
      expect(holdsDatabase(dataDir)).toBe(true);
      expect(templateFor(dataDir, templateKey(), builds)).toBeUndefined();
      expect(await appliedIn(dataDir, builds)).toBe(migrations);
    });

    it("holds the portal's database only: no template databases for a `create database` nobody runs", async () => {
      const dataDir = path.join(scratch, 'databases');
      mkdirSync(dataDir);
      const database = await openPglite(dataDir, { template: templateFor(dataDir, templateKey(), builds) });
      try {
        const rows = await rowsOf<{ datname: string }>(database.db, sql`select datname from pg_database`);
        expect(rows.map((row) => row.datname)).toEqual(['postgres']);
      } finally {
        await database.close();
      }
    });

    it("opens without replaying the migrations' WAL: it was checkpointed after them", async () => {
      // One WAL page at most: the checkpoint's own records.
      expect(await walReplayedOpening(inject('pgliteTemplate'))).toBeLessThan(8192);
    });

    it("holds pg-boss's tables at the installed pg-boss's schema version", async () => {
      const dataDir = path.join(scratch, 'jobs');
      mkdirSync(dataDir);
      expect(await jobsSchemaIn(dataDir, builds)).toBe(jobsSchemaVersion);
    });
  },
);
