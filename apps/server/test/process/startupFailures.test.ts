import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startObjectStore } from '../objectStore.ts';
import {
  killIfRunning,
  removeTempDirs,
  type ServerProcess,
  snapshot,
  startServer,
  tempDir,
} from './serverProcess.ts';

describe('bad input at start-up', () => {
  let first: ServerProcess | undefined;
  afterEach(() => killIfRunning(first));
  afterAll(removeTempDirs);

  it('refuses a second server on the same DATA_DIR, naming the pid that holds it', async () => {
    const dataDir = path.join(tempDir('locked'), 'data');
    first = startServer({ DATA_DIR: dataDir, PORT: '8243' });
    await first.waitForLog(/^portal ready/);

    const second = startServer({ DATA_DIR: dataDir, PORT: '8244' });
    expect((await second.exited()).code).toBe(1);
    expect(second.stderr()).toContain('The portal cannot start.');
    expect(second.stderr()).toContain(
      `DATA_DIR ${dataDir} is in use by another portal process (pid ${first.pid})`,
    );

    // The first one is unharmed and still holds the lock.
    const res = await fetch('http://127.0.0.1:8243/readyz');
    expect(res.status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).toBe(String(first.pid));
    first.child.kill('SIGTERM');
    expect((await first.exited()).code).toBe(0);
  });

  it.each([
    ['a regular file', (file: string) => file],
    ['a path under a regular file', (file: string) => path.join(file, 'data')],
  ])('refuses a DATA_DIR that is %s, naming it', async (_case, dataDirOf) => {
    // Tests run as root, where chmod 000 does not stop reads: a file in the way does.
    const file = path.join(tempDir('not-a-dir'), 'file');
    fs.writeFileSync(file, 'not a directory');
    const dataDir = dataDirOf(file);
    const server = startServer({ DATA_DIR: dataDir, PORT: '8245' });
    expect((await server.exited()).code).toBe(1);
    expect(server.stderr()).toContain('The portal cannot start.');
    expect(server.stderr()).toContain(
      `DATA_DIR ${dataDir} cannot be created or is not readable and writable`,
    );
    expect(fs.readFileSync(file, 'utf8')).toBe('not a directory');
  });

  it('refuses a corrupt DATA_DIR with a clear message and changes nothing in it', async () => {
    const dataDir = path.join(tempDir('corrupt'), 'data');
    const pglite = await PGlite.create(dataDir);
    await pglite.query('create table precious (x int)');
    await pglite.close();
    fs.writeFileSync(path.join(dataDir, 'PG_VERSION'), 'garbage\u0000\u0001');
    const before = snapshot(dataDir);

    const server = startServer({ DATA_DIR: dataDir, PORT: '8246' });
    expect((await server.exited()).code).toBe(1);
    expect(server.stderr()).toContain('The portal cannot start.');
    expect(server.stderr()).toContain(`Cannot open the embedded database in ${dataDir}`);
    expect(server.stderr()).toContain('nothing was changed');

    // Nothing reset or deleted: the garbage and every other file are exactly as they were.
    expect(fs.readFileSync(path.join(dataDir, 'PG_VERSION'), 'utf8')).toBe('garbage\u0000\u0001');
    expect(snapshot(dataDir)).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);
  });

  it('refuses a PORT another program listens on before creating DATA_DIR', async () => {
    const squatter = net.createServer();
    await new Promise<void>((resolve) => squatter.listen(8247, '127.0.0.1', resolve));
    try {
      const dataDir = path.join(tempDir('port'), 'data');
      const server = startServer({ DATA_DIR: dataDir, PORT: '8247' });
      expect((await server.exited()).code).toBe(1);
      expect(server.stderr()).toContain('The portal cannot start.\nPORT 8247 on 127.0.0.1 is already in use');
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('refuses an S3_BUCKET the object store does not have, naming it, before touching DATA_DIR', async () => {
    const store = await startObjectStore();
    try {
      const dataDir = path.join(tempDir('bucket'), 'data');
      const server = startServer({
        DATA_DIR: dataDir,
        PORT: '8248',
        ...store.env,
        S3_BUCKET: 'no-such-bucket',
      });
      expect((await server.exited()).code).toBe(1);
      expect(server.stderr()).toContain(
        `The portal cannot start.\nS3_BUCKET no-such-bucket at ${store.env.S3_ENDPOINT} cannot be used: it does not exist.`,
      );
      expect(fs.existsSync(dataDir)).toBe(false);
    } finally {
      await store.close();
    }
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT:'],
    [{ ENV_LEVEL: 'foo' }, 'ENV_LEVEL:'],
    [{ DATABASE_URL: 'mysql://db/portal' }, 'DATABASE_URL:'],
    [{ NODE_ENV: 'production', SEED_DEMO: 'true' }, 'SEED_DEMO:'],
  ])(
    'refuses an invalid configuration %o, naming the variable, before touching DATA_DIR',
    async (env, named) => {
      const dataDir = path.join(tempDir('config'), 'data');
      const server = startServer({ DATA_DIR: dataDir, ...env });
      expect((await server.exited()).code).toBe(1);
      expect(server.stderr()).toContain('The portal cannot start.\nInvalid configuration:');
      expect(server.stderr()).toContain(named);
      expect(fs.existsSync(dataDir)).toBe(false);
    },
  );
});
