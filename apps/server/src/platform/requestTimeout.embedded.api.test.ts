import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/testApp.ts';

/** Sends `head` and part of a body, then nothing; resolves with what the server wrote before closing. */
function stall(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head));
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

// A body announced but never sent held the connection over 400 s.
describe('a request that never completes', () => {
  let ctx: TestContext;
  let port: number;

  beforeAll(async () => {
    ctx = await createTestApp({ REQUEST_TIMEOUT_MS: '1000' });
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    port = (ctx.app.server.address() as net.AddressInfo).port;
  });
  afterAll(() => ctx.close());

  it('is answered 408 and closed once REQUEST_TIMEOUT_MS has passed: a stalled body', async () => {
    const answer = await stall(
      port,
      'POST /api/v1/telemetry/events HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a"',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('and stalled headers', async () => {
    const answer = await stall(port, 'GET /healthz HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('while a request that arrives whole is answered as usual', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(res.status).toBe(200);
  });
});
