import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesUnder, multipartBody } from '../../../../test/appsTestKit.ts';
import { signIn } from '../../../../test/signIn.ts';
import { createTestApp, type TestContext } from '../../../../test/testApp.ts';
import { localFileStorage } from '../../../platform/storage/fileStorage.ts';
import { demoOrgs, seedIdentityDemo } from '../../../seed/identityDemo.ts';

const acme = { 'x-organization-id': demoOrgs.acme.id };

// Malformed multipart is the client's error, and scratch stays in FILES_DIR.
describe('hostile uploads', () => {
  let ctx: TestContext;
  let dev: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    dev = await signIn(ctx.app, 'developer@demo.example');
  });
  afterAll(() => ctx.close());

  const post = (contentType: string, payload: string, url = '/apphub/v1/apps/upload') =>
    dev.request('POST', url, {
      headers: { ...acme, 'content-type': contentType },
      payload,
    });

  it('answers a malformed multipart body with 400, never 500', async () => {
    const boundary = '----x';
    for (const [contentType, payload] of [
      ['multipart/form-data', 'xxxx'],
      [`multipart/form-data; boundary=${boundary}`, 'xxxx'],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf`,
      ],
      [
        `multipart/form-data; boundary=${boundary}`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.zip"\r\n\r\nPK`,
      ],
    ] as const) {
      const res = await post(contentType, payload);
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error).toBe('bad_request');
    }
  });

  it('answers a malformed multipart body to a new version of an app with 400 too', async () => {
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: {
        name: 'Hostile versions',
        referenceId: 'hostile_versions',
        type: 'EXTEND',
        source: 'scratch',
      },
    });
    expect(created.statusCode).toBe(201);
    const url = `/apphub/v1/apps/${created.json().app.id}/versions`;
    for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=----x']) {
      const res = await post(contentType, 'xxxx', url);
      expect(res.statusCode, contentType).toBe(400);
      expect(res.json().message).toBe('The upload is not a well-formed multipart/form-data body.');
    }
  });

  // The multipart parser is registered for the whole apps scope, so the JSON routes in it accept the type.
  it('answers multipart sent to another route of the apps scope without a 500', async () => {
    const created = await dev.request('POST', '/apphub/v1/apps', {
      headers: acme,
      payload: { name: 'Hostile json', referenceId: 'hostile_json', type: 'EXTEND', source: 'scratch' },
    });
    const id = created.json().app.id;
    for (const [method, url] of [
      ['POST', '/apphub/v1/apps'],
      ['PATCH', `/apphub/v1/apps/${id}`],
      ['POST', `/apphub/v1/apps/${id}/copy`],
      ['POST', `/apphub/v1/apps/${id}/retire`],
    ] as const)
      for (const contentType of ['multipart/form-data', 'multipart/form-data; boundary=----x']) {
        const res = await dev.request(method, url, {
          headers: { ...acme, 'content-type': contentType },
          payload: 'xxxx',
        });
        // A route without a body (retire) ignores it; one with a body schema refuses it.
        expect(res.statusCode, `${method} ${url} ${contentType}: ${res.body}`).not.toBe(500);
        if (method === 'PATCH' || url === '/apphub/v1/apps') expect(res.statusCode).toBe(400);
      }
  });

  it('keeps an upload’s scratch under FILES_DIR/tmp and removes it afterwards', async () => {
    const body = multipartBody(
      { name: 'Scratch', referenceId: 'scratch_test', type: 'EXTEND', builtOnProvider: 'true' },
      { name: 'app.zip', data: Buffer.from('not a zip') },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { ...acme, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(422);
    const scratch = path.join(ctx.config.filesDir, 'tmp', String(process.pid));
    expect(await readdir(scratch)).toEqual([]);
  });

  it("clears a dead process's scratch at start, and leaves a live one's", async () => {
    const root = ctx.config.filesDir;
    const dead = path.join(root, 'tmp', '999999999', 'upload-abc');
    const live = path.join(root, 'tmp', String(process.ppid), 'build-abc');
    for (const dir of [dead, live]) {
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, 'upload.zip'), 'x');
    }
    await localFileStorage(root).clearScratch();
    const left = await filesUnder(path.join(root, 'tmp'));
    expect(left.some((file) => file.includes('999999999'))).toBe(false);
    expect(left.some((file) => file.includes(String(process.ppid)))).toBe(true);
  });
});

// Through a real start: the app clears scratch before any module can use it.
describe('a start after a crash', () => {
  it('removes the scratch files a dead process left under FILES_DIR/tmp', async () => {
    const filesDir = await mkdtemp(path.join(os.tmpdir(), 'portal-crashed-'));
    const leftover = path.join(filesDir, 'tmp', '999999999', 'upload-abc', 'upload.zip');
    await mkdir(path.dirname(leftover), { recursive: true });
    await writeFile(leftover, 'half an upload');
    const restarted = await createTestApp({ FILES_DIR: filesDir });
    try {
      expect(await filesUnder(path.join(filesDir, 'tmp'))).toEqual([]);
    } finally {
      await restarted.close();
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});
