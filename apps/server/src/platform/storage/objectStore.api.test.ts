import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder } from '../../../test/appsTestKit.ts';
import { startObjectStore } from '../../../test/objectStore.ts';
import { signIn } from '../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

// With S3_BUCKET set, the server keeps its files in the object store, not FILES_DIR.
describe('the server on an S3-compatible object store', () => {
  let store: Awaited<ReturnType<typeof startObjectStore>>;
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    store = await startObjectStore();
    ctx = await createTestApp({ ...store.env, S3_PREFIX: 'portal/' });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(async () => {
    await ctx?.close();
    await store?.close();
  });

  async function objectKeys(): Promise<string[]> {
    const { bucket, region, endpoint, credentials } = store.objectStore;
    const client = new S3Client({ region, endpoint, forcePathStyle: true, credentials });
    const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    client.destroy();
    return (listed.Contents ?? []).map((object) => object.Key ?? '');
  }

  it('stores a new app source as an object under the prefix and serves it back', async () => {
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Stored in S3', referenceId: 'stored_in_s3', type: 'EXTEND', source: 'scratch' },
    });
    expect(created.statusCode).toBe(201);
    const { version } = created.json();
    expect(await objectKeys()).toContainEqual(expect.stringMatching(/^portal\/sources\//));
    // Nothing but scratch on this machine's disk.
    expect((await filesUnder(ctx.config.filesDir)).filter((file) => !file.startsWith('tmp/'))).toEqual([]);

    const res = await dev.request('GET', `/apphub/v1/versions/${version.id}/source`, { headers: acme });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('zip');
    // A zip begins with its local file header.
    expect(res.rawPayload.subarray(0, 4).toString('hex')).toBe('504b0304');
  });
});
