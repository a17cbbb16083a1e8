import fs from 'node:fs';
import os from 'node:os';
import yazl from 'yazl';
import { demoOrgs } from '../apps/server/src/seed/identityDemo.ts';
import type { HttpSession } from '../apps/server/test/process/httpSession.ts';
import { signInOverHttp } from '../apps/server/test/process/httpSession.ts';
import { multipart } from './multipart.ts';

export type HostileContext = {
  origin: string;
  developer: HttpSession;
  admin: HttpSession;
  /** A tenant token of acme_sb with every scope, as the console's Connect gives it. */
  tenantToken: string;
  /** The server's stdout (JSON log lines), for the rows that look for secrets in it. */
  logFile: string;
  /** How long one attack may run before the bench gives up on its answer. */
  timeoutMs: number;
};

/** One row of the issue's attack table: what is sent, and a short account of what came back. */
export type Attack = { row: string; what: string; run(ctx: HostileContext): Promise<string> };

const SOAP11 = 'http://schemas.xmlsoap.org/soap/envelope/';
const WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const acme = { 'x-organization-id': demoOrgs.acme.id };

const nested = (tag: string, depth: number) => `<${tag}>`.repeat(depth) + `</${tag}>`.repeat(depth);
const envelope = (body: string, header = '') =>
  `<?xml version="1.0"?><env:Envelope xmlns:env="${SOAP11}">${header ? `<env:Header>${header}</env:Header>` : ''}<env:Body>${body}</env:Body></env:Envelope>`;

async function answer(res: Response): Promise<string> {
  const text = await res.text();
  const shown = text.replace(/\s+/g, ' ').slice(0, 90);
  return `${res.status} ${shown}`;
}

function soap(ctx: HostileContext, xml: string): Promise<Response> {
  return fetch(`${ctx.origin}/sandbox/acme_sb/soap/Human_Resources`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: '""' },
    body: xml,
    signal: AbortSignal.timeout(ctx.timeoutMs),
  });
}

function graphql(ctx: HostileContext, query: string): Promise<Response> {
  return fetch(`${ctx.origin}/sandbox/acme_sb/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ctx.tenantToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
    signal: AbortSignal.timeout(ctx.timeoutMs),
  });
}

/** Counts answers by status: `200 x190, 503 x10`. */
function byStatus(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${status} x${n}`).join(', ');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timedStatus(work: () => Promise<Response>): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  try {
    const res = await work();
    await res.arrayBuffer();
    return { status: res.status, ms: performance.now() - started };
  } catch {
    return { status: 0, ms: performance.now() - started };
  }
}

/** The fragment-doubling document of row 2: each level spreads the next twice. */
function fragmentBomb(levels: number): string {
  const fragments = Array.from(
    { length: levels },
    (_, i) => `fragment F${i} on Query { ...F${i + 1} ...F${i + 1} }`,
  );
  return `query Q { ...F0 } ${fragments.join(' ')} fragment F${levels} on Query { __typename }`;
}

async function appZipWithSvg(referenceId: string, svg: string): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  const manifest = {
    referenceId,
    name: `Hostile ${referenceId}`,
    type: 'EXTEND',
    version: '1.0.0',
    components: [
      { id: 'record', kind: 'model', path: 'models/record.json' },
      { id: 'icon', kind: 'asset', path: 'assets/icon.svg' },
    ],
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest)), 'manifest.json');
  zip.addBuffer(
    Buffer.from(JSON.stringify({ name: 'Record', fields: [{ name: 'title', type: 'text' }] })),
    'models/record.json',
  );
  zip.addBuffer(Buffer.from(svg), 'assets/icon.svg');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** An address of this host that is not loopback (row 10), or null on a host with only loopback. */
function ownInterfaceAddress(): string | null {
  for (const addresses of Object.values(os.networkInterfaces()))
    for (const address of addresses ?? [])
      if (!address.internal && address.family === 'IPv4') return address.address;
  return null;
}

export const attacks: Attack[] = [
  {
    row: '1',
    what: 'SOAP, no token, Body with `<a>` nested 20,000 deep (140 KB)',
    run: async (ctx) => answer(await soap(ctx, envelope(nested('a', 20_000)))),
  },
  {
    row: '1',
    what: 'SOAP, no token, `<a>` nested 35,000 deep (245 KB)',
    run: async (ctx) => answer(await soap(ctx, envelope(nested('a', 35_000)))),
  },
  {
    row: '1',
    what: 'SOAP, ten of the 20,000-deep envelopes at once',
    run: async (ctx) => {
      const xml = envelope(nested('a', 20_000));
      const results = await Promise.all(Array.from({ length: 10 }, () => timedStatus(() => soap(ctx, xml))));
      return byStatus(results.map((r) => r.status));
    },
  },
  {
    row: '2',
    what: 'GraphQL, fragments doubling 22 levels (about 1 KB)',
    run: async (ctx) => answer(await graphql(ctx, fragmentBomb(22))),
  },
  {
    row: '3',
    what: 'SOAP, 120 WS-Security guesses at once (`ISU_acme_sb`, wrong passwords); a password sign-in meanwhile',
    run: async (ctx) => {
      const guess = (i: number) =>
        soap(
          ctx,
          envelope(
            '<hr:Get_Workers_Request xmlns:hr="urn:portal:sandbox:Human_Resources"/>',
            `<wsse:Security xmlns:wsse="${WSSE}"><wsse:UsernameToken><wsse:Username>ISU_acme_sb</wsse:Username><wsse:Password>wrong-${i}</wsse:Password></wsse:UsernameToken></wsse:Security>`,
          ),
        );
      const guesses = Promise.all(Array.from({ length: 120 }, (_, i) => timedStatus(() => guess(i))));
      const signInStarted = performance.now();
      await signInOverHttp(
        ctx.origin,
        ctx.origin,
        'member@demo.example',
        process.env.DEMO_PASSWORD ?? 'demo',
      );
      const signInMs = performance.now() - signInStarted;
      const results = await guesses;
      return `guesses ${byStatus(results.map((r) => r.status))}; sign-in meanwhile ${signInMs.toFixed(0)} ms`;
    },
  },
  {
    row: '4',
    what: "4 log searches with accepted costly regexes (PGlite); another user's database reads meanwhile",
    run: async (ctx) => {
      const end = new Date(Date.now() - 60_000);
      const start = new Date(end.getTime() - 29 * 86_400_000);
      const search = () =>
        ctx.developer.request(ctx.origin, 'POST', '/observability/v1/logs/search', {
          headers: acme,
          json: {
            start: start.toISOString(),
            end: end.toISOString(),
            filters: [
              {
                column: 'message',
                condition: 'stringMatch',
                value: '(\\w{0,15}){0,16}(\\w{0,15}){0,16}(\\w{0,15}){0,16}q',
              },
            ],
          },
        });
      let running = true;
      const reads: number[] = [];
      const reader = (async () => {
        while (running) {
          const { ms } = await timedStatus(() =>
            ctx.admin.request(ctx.origin, 'GET', '/apphub/v1/apps?list=all&start=0&length=20', {
              headers: acme,
            }),
          );
          reads.push(ms);
        }
      })();
      const searches = await Promise.all(Array.from({ length: 4 }, () => timedStatus(search)));
      running = false;
      await reader;
      return `searches ${byStatus(searches.map((s) => s.status))} in ${median(searches.map((s) => s.ms)).toFixed(0)} ms (median); other user's apps list: ${reads.length} reads, longest ${Math.max(...reads).toFixed(0)} ms`;
    },
  },
  {
    row: '5',
    what: 'App zip whose SVG asset is `<g>` nested 40,000 deep (273 KB): upload to the build ending',
    run: async (ctx) => {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg">${nested('g', 40_000)}</svg>`;
      const referenceId = `hostile_svg_${Date.now()}`;
      const { body, type } = multipart(
        { name: referenceId, referenceId, type: 'EXTEND' },
        await appZipWithSvg(referenceId, svg),
      );
      const res = await ctx.developer.request(ctx.origin, 'POST', '/apphub/v1/apps/upload', {
        headers: { ...acme, 'content-type': type },
        body,
      });
      if (res.status !== 201) return answer(res);
      const buildId = ((await res.json()) as { build: { id: string } }).build.id;
      const until = performance.now() + ctx.timeoutMs;
      for (;;) {
        const build = (await (
          await ctx.developer.request(ctx.origin, 'GET', `/apphub/v1/builds/${buildId}`, { headers: acme })
        ).json()) as { status: string; errors?: { message?: string; file?: string }[] };
        if (build.status === 'SUCCEEDED' || build.status === 'FAILED')
          return `build ${build.status}${build.errors?.[0] ? `: ${JSON.stringify(build.errors[0]).slice(0, 90)}` : ''}`;
        if (performance.now() > until) return `build still ${build.status} after ${ctx.timeoutMs / 1000} s`;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
  },
  {
    row: '6',
    what: 'GraphQL, a document of 40,000 fields',
    run: async (ctx) =>
      answer(await graphql(ctx, `{ ${Array.from({ length: 40_000 }, () => '__typename').join(' ')} }`)),
  },
  {
    row: '7',
    what: '200 concurrent small GraphQL queries with one token',
    run: async (ctx) => {
      const results = await Promise.all(
        Array.from({ length: 200 }, () =>
          timedStatus(() => graphql(ctx, '{ workers(first: 5) { totalCount } }')),
        ),
      );
      return `${byStatus(results.map((r) => r.status))}; p50 ${median(results.map((r) => r.ms)).toFixed(0)} ms`;
    },
  },
  {
    row: '8',
    what: "An invitation by a company admin, its link opened: is its token in the server's log?",
    run: async (ctx) => {
      const email = `hostile-${Date.now()}@demo.example`;
      const res = await ctx.admin.request(
        ctx.origin,
        'POST',
        `/auth/v2/organizations/${demoOrgs.acme.id}/users`,
        {
          headers: acme,
          json: { users: [{ email, firstName: 'Hostile', lastName: 'Bench', roles: ['member'] }] },
        },
      );
      if (res.status !== 201) return answer(res);
      // The link reaches the invitee by mail; without MAIL_URL the mail is a file the log names.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const log = fs.readFileSync(ctx.logFile, 'utf8');
      const mailFile = [...log.matchAll(/"file":"([^"]+)"/g)]
        .map((m) => m[1]!)
        .find((file) => fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(email));
      if (!mailFile) return 'no invitation mail found';
      // The mail is quoted-printable: its soft line breaks can cut the link.
      const text = fs.readFileSync(mailFile, 'utf8').replace(/=\r?\n/g, '');
      const token = /invitations?\/([A-Za-z0-9_-]{16,})/.exec(text)?.[1];
      if (!token) return 'no token in the invitation mail';
      await fetch(`${ctx.origin}/auth/v2/invitations/${token}`).then((r) => r.arrayBuffer());
      await new Promise((resolve) => setTimeout(resolve, 500));
      return fs.readFileSync(ctx.logFile, 'utf8').includes(token)
        ? 'token IN the log'
        : 'token not in the log';
    },
  },
  {
    row: '9',
    what: 'SAML metadata nested 30,000 deep',
    run: async (ctx) =>
      answer(
        await ctx.admin.request(ctx.origin, 'PUT', `/auth/v2/organizations/${demoOrgs.acme.id}/saml`, {
          headers: acme,
          json: {
            metadataXml: `<md:EntityDescriptor xmlns:md="urn:oasis:names:tc:SAML:2.0:metadata" entityID="x">${nested('x', 30_000)}</md:EntityDescriptor>`,
          },
        }),
      ),
  },
  {
    row: '10',
    what: "SAML metadata URL at this host's own interface address, an open and a closed port",
    run: async (ctx) => {
      const address = ownInterfaceAddress();
      if (!address) return 'no non-loopback interface on this host';
      const port = new URL(ctx.origin).port;
      const put = async (url: string) =>
        (
          await ctx.admin.request(ctx.origin, 'PUT', `/auth/v2/organizations/${demoOrgs.acme.id}/saml`, {
            headers: acme,
            json: { metadataUrl: url },
          })
        ).json() as Promise<{ message?: string }>;
      const open = await put(`https://${address}:${port}/metadata.xml`);
      const closed = await put(`https://${address}:1/metadata.xml`);
      return open.message === closed.message
        ? `same answer for both: ${open.message}`
        : `answers differ: "${open.message}" / "${closed.message}"`;
    },
  },
  {
    row: '11',
    what: 'A developer makes the company admin the owner of a client with portal scopes',
    run: async (ctx) =>
      answer(
        await ctx.developer.request(ctx.origin, 'POST', '/auth/v2/clients', {
          headers: acme,
          json: {
            name: `hostile ${Date.now()}`,
            type: 'confidential',
            grantTypes: ['client_credentials'],
            scopes: ['portal.apps.write', 'portal.deploy'],
            tenantIds: [],
            ownerId: ctx.admin.info.sub,
          },
        }),
      ),
  },
];
