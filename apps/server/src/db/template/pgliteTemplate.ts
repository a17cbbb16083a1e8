import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A fresh DATA_DIR starts from a migrated, empty cluster made by `npm run build` (buildTemplate.ts) instead
 * of PGlite's initdb and every migration (bench/README, "Start-up and idle memory"). The file's name
 * carries a hash of what made it, so a template made from other migrations or another PGlite is never
 * used: the server then starts as it always did.
 */

/** Beside the web app's build output (apps/web/dist); ignored by git like it. */
export const templateDir = fileURLToPath(new URL('../../../dist', import.meta.url));
const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url));

function manifestOf<T>(name: string): T {
  const entry = createRequire(import.meta.url).resolve(name);
  return JSON.parse(readFileSync(path.join(path.dirname(entry), '..', 'package.json'), 'utf8')) as T;
}

/** PGlite's version: another one may write a data directory its predecessor's template does not match. */
function pgliteVersion(): string {
  return manifestOf<{ version: string }>('@electric-sql/pglite').version;
}

/** pg-boss's schema version: the template holds its tables (makeTemplate.ts). */
function jobsSchemaVersion(): number {
  return manifestOf<{ pgboss: { schema: number } }>('pg-boss').pgboss.schema;
}

/** A hash of every migration (the journal and each SQL file), of PGlite's version and of pg-boss's schema. */
export function templateKey(
  migrations = migrationsFolder,
  pglite = pgliteVersion(),
  jobs = jobsSchemaVersion(),
): string {
  const hash = createHash('sha256').update(`pglite ${pglite}\n`).update(`pg-boss schema ${jobs}\n`);
  const files = [
    'meta/_journal.json',
    ...readdirSync(migrations)
      .filter((name) => name.endsWith('.sql'))
      .sort(),
  ];
  for (const file of files) hash.update(`${file}\n`).update(readFileSync(path.join(migrations, file)));
  return hash.digest('hex').slice(0, 16);
}

export function templateFile(key: string, dir = templateDir): string {
  return path.join(dir, `pglite-template-${key}.tar`);
}

/** PostgreSQL writes PG_VERSION into every cluster it makes: without it the directory holds no database. */
export function holdsDatabase(dataDir: string): boolean {
  return existsSync(path.join(dataDir, 'PG_VERSION'));
}

/**
 * The template a database in `dataDir` should start from: only when the directory holds no database yet
 * (PGlite refuses to load one over another) and the build made one from these very migrations.
 */
export function templateFor(dataDir: string, key?: string, dir = templateDir): string | undefined {
  if (holdsDatabase(dataDir)) return undefined;
  // Hashed only for a directory that may use it: every other start skips reading the migrations.
  const file = templateFile(key ?? templateKey(), dir);
  return existsSync(file) ? file : undefined;
}
