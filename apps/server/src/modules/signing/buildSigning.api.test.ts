import { createHash, createPublicKey, verify } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { BuildSigningJwk } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { buildApp } from '../../app.ts';
import { builds } from '../../db/schema/index.ts';
import { createJobs } from '../../platform/jobs/jobs.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { artifactKey } from '../builds/builds.service.ts';
import { jwkThumbprint, loadBuildSigner } from './buildSigner.ts';
import { signingRepository } from './signing.repository.ts';

const ACME = demoOrgs.acme.id;
const acme = { 'x-organization-id': ACME };
type Session = Awaited<ReturnType<typeof signIn>>;
type BuildView = {
  id: string;
  status: string;
  signature: string | null;
  signatureKeyId: string | null;
  finishedAt: string | null;
};

/** What a tenant does (docs/app-lifecycle.md): hash the artifact, verify the checksum text with the key. */
function verifies(artifact: Buffer, signature: string, jwk: BuildSigningJwk) {
  const checksum = `sha256:${createHash('sha256').update(artifact).digest('hex')}`;
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return verify(null, Buffer.from(checksum), key, Buffer.from(signature, 'base64url'));
}

describe('build signatures (Ed25519)', () => {
  let ctx: TestContext;
  let dev: Session;
  let reviewer: Session;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
    dev = await signIn(ctx.app, 'developer@demo.example');
    reviewer = await signIn(ctx.app, 'reviewer@demo.example');
  });
  afterAll(() => ctx.close());

  const publishedKeys = async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/apphub/v1/signing-keys' });
    expect(res.statusCode).toBe(200);
    return res.json().keys as BuildSigningJwk[];
  };

  /** A new app's first build, built and then taken to Production (where the signing job runs). */
  async function toProduction(
    referenceId: string,
    beforePromote?: (appId: string, buildId: string) => Promise<void>,
  ) {
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: referenceId, referenceId, type: 'EXTEND', source: 'scratch' },
    });
    const { app, version, build } = created.json();
    const built: BuildView = await waitForBuild(dev, ACME, build.id);
    expect(built.status).toBe('SUCCEEDED');
    await beforePromote?.(app.id, build.id);
    const step = (url: string, payload?: object) =>
      dev.request('POST', url, { headers: acme, ...(payload ? { payload } : {}) });
    expect((await step(`/apphub/v1/versions/${version.id}/promote`, { to: 'Sandbox' })).statusCode).toBe(200);
    expect((await step(`/apphub/v1/versions/${version.id}/review`)).statusCode).toBe(200);
    // The provider's reviewer certifies (admin.review), acting for no company of their own.
    expect((await reviewer.request('POST', `/apphub/v1/versions/${version.id}/certify`)).statusCode).toBe(
      200,
    );
    expect((await step(`/apphub/v1/versions/${version.id}/promote`, { to: 'Production' })).statusCode).toBe(
      200,
    );
    const until = Date.now() + 15_000;
    for (;;) {
      const now: BuildView = (
        await dev.request('GET', `/apphub/v1/builds/${build.id}`, { headers: acme })
      ).json();
      if (now.status === 'SUCCEEDED' || now.status === 'FAILED')
        return { appId: app.id as string, build: now, built };
      if (Date.now() > until) throw new Error(`build ${build.id} still ${now.status}`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  it('publishes one public Ed25519 key, without its private half, named by its thumbprint', async () => {
    const keys = await publishedKeys();
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA', use: 'sig' });
    expect(keys[0]).not.toHaveProperty('d');
    expect(keys[0]!.kid).toBe(jwkThumbprint(keys[0]!));
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/apphub/v1/signing-keys']).toBeDefined();
  });

  it('signs the artifact on the way to Production: the signature verifies over the downloaded bytes', async () => {
    const { build, built } = await toProduction('signed_app');
    expect(build.status).toBe('SUCCEEDED');
    // Signing at promotion is not part of the build's run: its end stays when the build ended.
    expect(build.finishedAt).toBe(built.finishedAt);
    const [key] = await publishedKeys();
    expect(build.signatureKeyId).toBe(key!.kid);
    const download = await dev.request('GET', `/apphub/v1/builds/${build.id}/artifact`, { headers: acme });
    expect(download.statusCode).toBe(200);
    const artifact = download.rawPayload;
    expect(verifies(artifact, build.signature!, key!)).toBe(true);

    const tampered = Buffer.from(artifact);
    tampered[Math.floor(tampered.length / 2)]! ^= 0xff;
    expect(verifies(tampered, build.signature!, key!)).toBe(false);
    expect(verifies(Buffer.concat([artifact, Buffer.from([0])]), build.signature!, key!)).toBe(false);
    const logs = (
      await dev.request('GET', `/apphub/v1/builds/${build.id}/logs?limit=1000`, { headers: acme })
    ).json();
    expect(logs.data.map((l: { message: string }) => l.message)).toContain(
      `Signed sha256:${createHash('sha256').update(artifact).digest('hex')} with key ${key!.kid}`,
    );
  });

  it('refuses to sign an artifact that changed after its build', async () => {
    const { build } = await toProduction('changed_app', async (appId, buildId) => {
      const file = path.join(ctx.config.filesDir, artifactKey(appId, buildId));
      await writeFile(file, Buffer.concat([await readFile(file), Buffer.from('extra')]));
    });
    expect(build).toMatchObject({ status: 'FAILED', signature: null, signatureKeyId: null });
    const failed = (await dev.request('GET', `/apphub/v1/builds/${build.id}`, { headers: acme })).json();
    expect(failed.error).toBe('The artifact changed since it was built: it is not signed.');
  });

  it('keeps reading a legacy sha256 seal, without a key id', async () => {
    const { build } = await toProduction('legacy_app');
    const seal = `sha256:${'ab'.repeat(32)}`;
    await ctx.database.db
      .update(builds)
      .set({ signature: seal, signatureKeyId: null })
      .where(eq(builds.id, build.id));
    const res = await dev.request('GET', `/apphub/v1/builds/${build.id}`, { headers: acme });
    expect(res.json()).toMatchObject({ status: 'SUCCEEDED', signature: seal, signatureKeyId: null });
  });

  it('keeps the same key across a restart on the same database', async () => {
    const [before] = await publishedKeys();
    expect((await loadBuildSigner(signingRepository(ctx.database.db))).kid).toBe(before!.kid);
    const jobs = createJobs(ctx.database, { logger: pino({ level: 'silent' }) });
    const restarted = await buildApp(
      { config: ctx.config, database: ctx.database, jobs },
      { serveWeb: false, logger: false },
    );
    try {
      await restarted.ready();
      const res = await restarted.inject({ method: 'GET', url: '/apphub/v1/signing-keys' });
      expect(res.json().keys).toEqual([before]);
    } finally {
      await restarted.close();
    }
  });
});
