import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

/** A 1 MB tmpfs for FILES_DIR, where the machine lets this process mount one (root on Linux; CI is). */
async function smallDisk(): Promise<string | null> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'portal-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    await rm(dir, { recursive: true, force: true });
    return null;
  }
}

const disk = await smallDisk();

// A full disk under FILES_DIR during an upload is a clear 507, no partial file.
describe.skipIf(disk === null)('a full disk under FILES_DIR', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp({ FILES_DIR: disk! });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(async () => {
    await ctx?.close();
    execFileSync('umount', [disk!]);
    await rm(disk!, { recursive: true, force: true });
  });

  it('answers an upload that does not fit with 507, keeps no part of it, and goes on serving', async () => {
    const body = multipartBody(
      { name: 'Too big for the disk', referenceId: 'disk_full', type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'app.zip', data: randomBytes(2 * 1024 * 1024) },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(507);
    expect(res.json()).toEqual({
      error: 'insufficient_storage',
      message: 'The server has no room left to store this. Nothing was kept; try again later.',
    });
    expect(await filesUnder(disk!)).toEqual([]);
    const apps = await dev.request('GET', '/apphub/v1/apps?list=all&start=0&length=100', { headers: acme });
    expect(apps.json().data.map((a: { referenceId: string }) => a.referenceId)).not.toContain('disk_full');
    expect((await ctx.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});
