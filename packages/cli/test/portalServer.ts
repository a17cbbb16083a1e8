import { demoOrgs, demoUsers, seedIdentityDemo } from '../../../apps/server/src/seed/identityDemo.ts';
import { signIn } from '../../../apps/server/test/signIn.ts';
import { createTestApp, type TestContext } from '../../../apps/server/test/testApp.ts';
import type { Io } from '../src/io.ts';
import { run } from '../src/program.ts';

export const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };

/**
 * The real server on a port of this machine (the same app `npm start` builds, on a fresh PGlite, with
 * its build workers running), and what a CLI test needs of it: API clients made by the company admin
 * through the API, and a way to run the CLI against it.
 */
export async function startPortal() {
  const ctx: TestContext = await createTestApp();
  await seedIdentityDemo(ctx.database.db, ctx.config);
  await ctx.jobs.start();
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const admin = await signIn(ctx.app, 'admin@demo.example');
  const tenants = (await admin.request('GET', `/auth/v1/organizations/${ACME}/tenants`)).json().data as {
    id: string;
    name: string;
  }[];
  let serial = 0;

  /** A confidential client of Acme owned by the developer, with these portal scopes; its credentials. */
  const createClient = async (scopes = ['portal.apps.read', 'portal.apps.write', 'portal.deploy']) => {
    const res = await admin.request('POST', '/auth/v2/clients', {
      headers: acme,
      payload: {
        name: `CLI test ${++serial}`,
        type: 'confidential',
        grantTypes: ['client_credentials'],
        scopes,
        tenantIds: [tenants[0]!.id],
        ownerId: demoUsers.find((user) => user.email === 'developer@demo.example')!.id,
      },
    });
    if (res.statusCode !== 201) throw new Error(`client: ${res.statusCode} ${res.body}`);
    const body = res.json() as { client: { id: string; name: string }; secret: string };
    return { id: body.client.id, name: body.client.name, secret: body.secret };
  };

  /** Runs `portal <argv>` in this process against the server; what it wrote and its exit code. */
  const cli = async (argv: string[], client?: { id: string; secret: string }) => {
    let stdout = '';
    let stderr = '';
    const io: Io = {
      env: client
        ? { PORTAL_URL: url, PORTAL_CLIENT_ID: client.id, PORTAL_CLIENT_SECRET: client.secret }
        : {},
      stdout: { write: (text: string) => (stdout += text) },
      stderr: { write: (text: string) => (stderr += text) },
    };
    const code = await run(argv, io);
    const json = () => {
      if (stdout === '') throw new Error(`no JSON on stdout; exit ${code}, stderr: ${stderr}`);
      return JSON.parse(stdout);
    };
    return { code, stdout, stderr, json };
  };

  return { ctx, url, createClient, cli, close: () => ctx.close() };
}
export type Portal = Awaited<ReturnType<typeof startPortal>>;
