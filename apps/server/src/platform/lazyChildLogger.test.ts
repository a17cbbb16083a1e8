import Fastify, { LogController } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { logCapture } from '../../test/logCapture.ts';
import { lazyChildLogger } from './lazyChildLogger.ts';
import { createLogger, requestIdOf } from './logging.ts';

describe('lazyChildLogger', () => {
  it('makes no child for a request that writes nothing, nor for a line below the level', () => {
    const parent = createLogger({ logLevel: 'info' }, logCapture().destination);
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'r-1' }, {});
    log.debug('not written at info');
    log.trace('nor this');
    expect(child).not.toHaveBeenCalled();
    expect(log.level).toBe('info');
  });

  it('makes the child once, on the first line written, with the bindings and options Fastify gave', () => {
    const { lines, destination } = logCapture();
    const parent = createLogger({ logLevel: 'info' }, destination);
    const child = vi.spyOn(parent, 'child');
    const log = lazyChildLogger(parent, { reqId: 'r-2' }, { level: 'debug' });
    log.debug('written: the route asked for debug');
    log.warn({ detail: 1 }, 'and %s', 'this');
    expect(child).toHaveBeenCalledTimes(1);
    expect(child).toHaveBeenCalledWith({ reqId: 'r-2' }, { level: 'debug' });
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { level: 20, reqId: 'r-2', msg: 'written: the route asked for debug' },
      { level: 40, reqId: 'r-2', detail: 1, msg: 'and this' },
    ]);
  });

  it('writes nothing at all when silent', () => {
    const { lines, destination } = logCapture();
    const log = lazyChildLogger(createLogger({ logLevel: 'silent' }, destination), { reqId: 'r-3' }, {});
    log.fatal('not written');
    expect(lines).toEqual([]);
  });

  it("keeps a handler's line's request id and the redaction of its credentials", async () => {
    const { lines, destination } = logCapture();
    const app = Fastify({
      loggerInstance: createLogger({ logLevel: 'info' }, destination),
      childLoggerFactory: lazyChildLogger,
      genReqId: requestIdOf,
      logController: new LogController({ disableRequestLogging: true }),
    });
    app.get('/logs', (request) => {
      request.log.info({ headers: request.headers, body: { password: 'secret-pw' } }, 'called');
      return {};
    });
    await app.inject({
      method: 'GET',
      url: '/logs',
      headers: {
        'x-request-id': 'trace-lazy',
        cookie: '__Host-sid=secret-session',
        authorization: 'Bearer secret-bearer',
      },
    });
    await app.close();
    const line = lines.map((text) => JSON.parse(text)).find((entry) => entry.msg === 'called');
    expect(line).toMatchObject({
      reqId: 'trace-lazy',
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      body: { password: '[redacted]' },
    });
    expect(lines.join('\n')).not.toContain('secret-');
  });
});
