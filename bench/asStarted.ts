import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import { type CompressionRow, measureCompression } from './compressionRows.ts';
import { type HttpResult, type LoadOptions, measure, startServer, stopServer } from './http.ts';
import { type LcpResult, measureLcp, sessionCookie } from './lcp.ts';
import { countMonacoCopies, type MonacoCopies } from './monacoCopies.ts';
import { settled } from './processCpu.ts';
import { startServed } from './startup.ts';

export type AsStartedResults = {
  http: HttpResult[];
  lcp: LcpResult[];
  compression: CompressionRow[];
  monaco: MonacoCopies;
};

/**
 * The portal as `npm start` runs it: the bundle on a fresh DATA_DIR with the default
 * configuration (info request log, PGlite, the demo world seeded), not the logger-off server of the
 * HTTP table. Its /healthz and flags beside a bare Fastify measured in the same minute (flags twice: asked
 * with no cookie, and as every console call asks, signed in with the company header), then the LCP of
 * `/`, `/about` and `/console/apps` (signed in) against the bare server's static page, what an asset and a
 * JSON answer weigh compressed, and the Monaco copies the builder and GraphiQL load.
 */
export async function runAsStartedBench(load: LoadOptions): Promise<AsStartedResults> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-served-'));
  const bare = await startServer('bare');
  try {
    const served = await startServed(dataDir);
    try {
      // The jobs started with it settle (first sweeps, the search index's first fill) before measuring.
      await settled(served.pid);
      // PUBLIC_URL defaults to localhost:PORT: the sign-in round trip and its cookies live on that origin.
      const base = `http://localhost:${served.port}`;
      const password = process.env.DEMO_PASSWORD ?? 'demo';
      const http = [
        await measure('bare Fastify (same minute)', bare.port, '/hello', load),
        await measure('portal as `npm start` runs it', served.port, '/healthz', load),
        await measure('portal as `npm start` runs it', served.port, '/api/v1/flags', load),
      ];
      // Signed in only now: what a sign-in sets going in the server (its browser's page, the session's
      // first reads) must not run beside the rows above, which were measured before it in earlier runs.
      const consoleCall = {
        cookie: await sessionCookie(base, 'developer@demo.example', password),
        'x-organization-id': demoOrgs.acme.id,
      };
      http.push(
        await measure(
          'portal as `npm start` runs it, signed in, company header',
          served.port,
          '/api/v1/flags',
          load,
          consoleCall,
        ),
      );
      const lcp = await measureLcp(
        [
          { name: 'static page (bare Fastify)', url: `http://127.0.0.1:${bare.port}/static` },
          { name: '`/`', url: `${base}/` },
          { name: '`/about`', url: `${base}/about` },
        ],
        {
          base,
          email: 'developer@demo.example',
          password,
          pages: [{ name: '`/console/apps`, signed in', url: `${base}/console/apps` }],
        },
      );
      const compression = await measureCompression(base);
      const monaco = await countMonacoCopies(base);
      return { http, lcp, compression, monaco };
    } finally {
      await served.stop();
    }
  } finally {
    await stopServer(bare);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
