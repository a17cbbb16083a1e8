/**
 * Main-thread CPU per request of the request line (platform/logging.ts requestLine), in one
 * process through app.inject (not part of npm run bench):
 *   node --import tsx bench/requestLineCpu.ts [tree]
 *   BENCH_LINE=0     the same Fastify without the line: the difference of the two runs is the line
 *   BENCH_ROUNDS=7   rounds of 5,000 requests after a warm-up; prints the median and the lowest
 * A Fastify with the portal's logger (info, written to /dev/null through its buffered destination), its
 * lazy child loggers and one JSON route, asked with the headers a console call sends; `tree` is a checkout
 * whose logging.ts is loaded (this one by default), so two checkouts are compared in turns.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyBaseLogger, LogController } from 'fastify';
import type * as LazyChild from '../apps/server/src/platform/lazyChildLogger.ts';
import type * as Logging from '../apps/server/src/platform/logging.ts';

const tree = path.resolve(process.argv[2] ?? '.');
const logging = (await import(`${tree}/apps/server/src/platform/logging.ts`)) as typeof Logging;
const { lazyChildLogger } = (await import(
  `${tree}/apps/server/src/platform/lazyChildLogger.ts`
)) as typeof LazyChild;
const withLine = process.env.BENCH_LINE !== '0';
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);

// Typed as Fastify's own logger, as app.ts types it.
const logger: FastifyBaseLogger = logging.createLogger(
  { logLevel: 'info' },
  logging.logDestination(fs.openSync('/dev/null', 'w')),
);
const app = Fastify({
  loggerInstance: logger,
  childLoggerFactory: lazyChildLogger,
  logController: new LogController({ disableRequestLogging: true }),
  requestIdHeader: false,
  genReqId: logging.requestIdOf,
});
if (withLine) {
  const line = logging.requestLine(app);
  app.addHook('onRequest', (request, _reply, done) => {
    line.arrived(request);
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    line.answered(request, reply, request.routeOptions.url);
    done();
  });
}
app.get('/api/v1/flags', async (_request, reply) => {
  reply.header('cache-control', 'no-store');
  return { flags: { a: true, b: false } };
});
await app.ready();
const headers = {
  cookie: 'portal_session=abcdefabcdefabcdefabcdef',
  'x-organization-id': 'e3c5a7a2-0a4c-4bd7-8d3e-5a0b0e0b0f11',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  accept: 'application/json',
  referer: 'http://localhost:8080/console/apps',
};

async function run(count: number): Promise<number> {
  const start = process.threadCpuUsage();
  for (let i = 0; i < count; i++) await app.inject({ method: 'GET', url: '/api/v1/flags', headers });
  const used = process.threadCpuUsage(start);
  return (used.user + used.system) / count;
}

await run(5_000);
const figures: number[] = [];
for (let round = 0; round < rounds; round++) figures.push(await run(5_000));
figures.sort((a, b) => a - b);
process.stdout.write(
  `${tree}, line ${withLine ? 'on' : 'off'}: main-thread CPU µs per request, median ` +
    `${figures[Math.floor(figures.length / 2)]!.toFixed(1)}, lowest ${figures[0]!.toFixed(1)}\n`,
);
await app.close();
