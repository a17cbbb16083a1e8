import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartBody } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { recordModel } from '../../../test/sourceFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { buildsRepository } from './builds.repository.ts';

describe("a build's log with several writers at once (its worker, staff's cancel)", () => {
  let ctx: TestContext;
  let buildId: string;

  beforeAll(async () => {
    // No job runner: the build stays scheduled, and only this test writes its log.
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    const dev = await signIn(ctx.app, 'developer@demo.example');
    const manifest = {
      referenceId: 'log_writers',
      name: 'Log writers',
      type: 'EXTEND',
      version: '1.0.0',
      description: 'Lines from several writers.',
      components: [{ id: 'record', kind: 'model', path: recordModel.name }],
    };
    const form = multipartBody(
      { name: 'Log writers', referenceId: 'log_writers', type: 'EXTEND', builtOnProvider: 'true' },
      {
        name: 'app.zip',
        data: await zipBuffer([{ name: 'manifest.json', data: JSON.stringify(manifest) }, recordModel]),
      },
    );
    const res = await dev.request('POST', '/apphub/v1/apps/upload', {
      headers: { 'x-organization-id': demoOrgs.acme.id, ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    buildId = res.json().build.id;
  });
  afterAll(() => ctx?.close());

  it('keeps every line of every writer, each writer in its own order', async () => {
    const repo = buildsRepository(ctx.database.db);
    const writers = ['worker', 'cancel', 'retry'];
    const LINES = 60;
    await Promise.all(
      writers.map(async (writer) => {
        for (let i = 0; i < LINES; i++) await repo.appendLog(buildId, 'info', `${writer} ${i}`);
      }),
    );

    const lines = await repo.logs(buildId, 0, 1000);
    expect(lines.map((line) => line.seq)).toEqual(lines.map((_, i) => i + 1));
    for (const writer of writers) {
      const own = lines.filter((line) => line.message.startsWith(`${writer} `)).map((line) => line.message);
      expect(own).toEqual(Array.from({ length: LINES }, (_, i) => `${writer} ${i}`));
    }
  });
});
