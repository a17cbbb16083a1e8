import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  allModulesPath,
  DEFAULT_LANGUAGE,
  SIGNED_IN_CONTEXT_ELEMENT_ID,
  SIGNED_IN_HINT_COOKIE,
  type SignedInContext,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../test/testApp.ts';
import { users } from '../db/schema/identity.ts';
import { seedIdentityDemo } from '../seed/identityDemo.ts';
import { sessionCookieName } from './auth/sessionCookie.ts';

const INDEX =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/app-abc123.js"></script></head><body><div id="root"></div></body></html>';
const HOSTILE_NAME = '</script><script>alert(1)</script><!--\u2028&';
const BLOCK = new RegExp(
  `<script type="application/json" id="${SIGNED_IN_CONTEXT_ELEMENT_ID}">(.*?)</script>`,
);

/** The data block of a page's HTML, parsed, or undefined when the page has none. */
function contextOf(html: string): SignedInContext | undefined {
  const json = BLOCK.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

describe("a signed-in page's HTML", () => {
  let ctx: TestContext;
  let webDist: string;
  let session: Awaited<ReturnType<typeof signIn>>;
  beforeAll(async () => {
    webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-signed-in-'));
    fs.writeFileSync(path.join(webDist, 'index.html'), INDEX);
    ctx = await createTestApp({ WEB_DIST: webDist }, { serveWeb: true });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.database.db
      .update(users)
      .set({ firstName: HOSTILE_NAME })
      .where(eq(users.email, 'developer@demo.example'));
    session = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(async () => {
    await ctx.close();
    fs.rmSync(webDist, { recursive: true, force: true });
  });

  it('carries what config, sessionInfo, users/self, the companies, the terms and each permissions answer', async () => {
    const page = await session.request('GET', '/console/apps');
    const context = contextOf(page.body);
    const json = async (url: string) => (await session.request('GET', url)).json();
    const organizations = await json('/auth/v2/organizations/self');
    expect(organizations.userOrganizations.length).toBeGreaterThan(0);
    const permissions: Record<string, unknown> = {};
    for (const { organizationUuid } of organizations.userOrganizations)
      permissions[organizationUuid] = await json(
        `/auth/v2/organizations/${organizationUuid}/permissions/self`,
      );
    expect(context).toEqual({
      config: await json('/api/v1/config'),
      session: await json('/api/v1/sessionInfo'),
      userSelf: await json('/auth/v1/users/self'),
      organizations,
      terms: await json('/auth/v2/users/self/terms'),
      permissions,
    });
  });

  it("names the default language's file for preloading, as the web's fetch asks it", async () => {
    const page = await session.request('GET', '/console/apps');
    const links = page.body.match(/<link rel="preload"[^>]*>/g);
    expect(links).toEqual([
      `<link rel="preload" href="${allModulesPath(DEFAULT_LANGUAGE)}" as="fetch" crossorigin>`,
    ]);
    expect(page.body.indexOf(links![0]!)).toBeLessThan(page.body.indexOf('</head>'));
  });

  it('is kept by no cache, given for this cookie only, under the same CSP', async () => {
    const page = await session.request('GET', '/console/apps');
    const anyone = await ctx.app.inject({ method: 'GET', url: '/console/apps' });
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers.vary).toBe('Cookie');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toBe(anyone.headers['content-security-policy']);
  });

  it("escapes a user's name so that it cannot close the block or open a comment", async () => {
    const page = await session.request('GET', '/console/apps');
    const block = BLOCK.exec(page.body)![1]!;
    expect(block).not.toMatch(/[<>&\u2028]/);
    expect(page.body.match(/<script/g)).toHaveLength(2);
    expect(contextOf(page.body)?.userSelf.firstName).toBe(HOSTILE_NAME);
  });

  it.each([
    ['no cookie', {}],
    ['the hint without a session', { [SIGNED_IN_HINT_COOKIE]: '1' }],
    ['an ended session', { [SIGNED_IN_HINT_COOKIE]: '1', [sessionCookieName(false)]: 'not-a-live-token' }],
  ])('is the page as built for a request with %s', async (_name, cookies) => {
    const res = await ctx.app.inject({ method: 'GET', url: '/console/apps', cookies });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('is the page as built for a session without the signed-in hint', async () => {
    const cookie = session.jar
      .header()
      .split('; ')
      .filter((pair) => !pair.startsWith(`${SIGNED_IN_HINT_COOKIE}=`))
      .join('; ');
    const res = await ctx.app.inject({ method: 'GET', url: '/console/apps', headers: { cookie } });
    expect(res.body).toBe(INDEX);
  });
});
