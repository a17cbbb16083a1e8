import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { killIfRunning, removeTempDirs, type ServerProcess, startServer, tempDir } from './serverProcess.ts';

const PORT = '8241';

/** Sends the headers and the first part of a body, holding the request open until `finish` is called. */
async function beginSlowRequest(port: number, body: string) {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  let response = '';
  socket.on('data', (chunk) => {
    response += String(chunk);
  });
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const half = Math.floor(body.length / 2);
  socket.write(
    `POST /api/v1/telemetry/page-views HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: keep-alive\r\n\r\n${body.slice(0, half)}`,
  );
  return {
    async finish() {
      socket.write(body.slice(half));
      await closed;
      return response;
    },
  };
}

describe('graceful shutdown', () => {
  let server: ServerProcess | undefined;
  afterEach(() => killIfRunning(server));
  afterAll(removeTempDirs);

  it('on SIGTERM finishes the request in flight, exits 0, logs stopped and frees DATA_DIR; SIGINT too', async () => {
    const dataDir = path.join(tempDir('shutdown'), 'data');
    server = startServer({ DATA_DIR: dataDir, PORT });
    await server.waitForLog(/^portal ready/);
    expect(fs.readFileSync(path.join(dataDir, 'portal.lock'), 'utf8')).toBe(String(server.pid));

    const request = await beginSlowRequest(Number(PORT), JSON.stringify({ path: '/during-shutdown' }));
    // Let the server parse the headers: the request is now in flight, waiting for its body.
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await server.waitForLog(/^shutting down/);
    const response = await request.finish();

    expect(response).toMatch(/^HTTP\/1\.1 204 /);
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    const messages = server.logs().map((line) => line.msg);
    expect(messages).toContain('jobs stopped');
    expect(messages.at(-1)).toBe('stopped');
    expect(fs.existsSync(path.join(dataDir, 'portal.lock'))).toBe(false);

    // The request's write reached the database before it closed.
    const pglite = await PGlite.create(dataDir);
    const { rows } = await pglite.query<{ path: string }>('select path from page_views');
    await pglite.close();
    expect(rows).toEqual([{ path: '/during-shutdown' }]);

    // The lock is free: a second start on the same DATA_DIR succeeds, and stops on SIGINT.
    server = startServer({ DATA_DIR: dataDir, PORT });
    await server.waitForLog(/^portal ready/);
    // The log is written through a buffer: every request answered before the signal still has
    // its line when the process has exited.
    const ids = Array.from({ length: 40 }, (_, i) => `before-sigint-${i}`);
    for (const id of ids)
      await fetch(`http://127.0.0.1:${PORT}/api/v1/config`, { headers: { 'x-request-id': id } });
    server.child.kill('SIGINT');
    expect(await server.exited()).toEqual({ code: 0, signal: null });
    const answered = server.logs().filter((line) => line.msg === 'request completed');
    expect(answered.map((line) => line.reqId)).toEqual(expect.arrayContaining(ids));
    expect(server.logs().at(-1)?.msg).toBe('stopped');
    expect(server.logs().find((line) => line.msg?.startsWith('shutting down'))).toMatchObject({
      signal: 'SIGINT',
    });
  });
});
