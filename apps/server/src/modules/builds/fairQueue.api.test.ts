import { execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { finished } from 'node:stream/promises';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadApp, waitForBuild } from '../../../test/appsTestKit.ts';
import { signIn } from '../../../test/signIn.ts';
import { recordModel } from '../../../test/sourceFixtures.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { appVersions, builds } from '../../db/schema/index.ts';
import { zipBuffer } from '../../platform/zip/testZips.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';

type Session = Awaited<ReturnType<typeof signIn>>;

function source(referenceId: string) {
  const manifest = {
    referenceId,
    name: `Fair ${referenceId}`,
    type: 'EXTEND',
    version: '1.0.0',
    components: [{ id: 'record', kind: 'model', path: recordModel.name }],
  };
  return zipBuffer([{ name: 'manifest.json', data: JSON.stringify(manifest) }, recordModel]);
}

/**
 * docs/product/builds.md BUILDS-3: two build workers serve every company, and one company's backlog once held
 * the queue. The workers take every company's first waiting build before any company's second
 * (docs/decisions/fair-build-queue.md). Its builds run one after another: on a loaded machine that takes
 * longer than the default 30 s.
 */
describe('the build queue takes companies in turn', { timeout: 120_000 }, () => {
  let ctx: TestContext;
  let acmeDev: Session;
  let brightAdmin: Session;
  /** The FIFO standing in for the first build's stored source, and the bytes it is fed once released. */
  let gate: { file: string; bytes: Buffer } | undefined;

  const upload = async (session: Session, org: string, referenceId: string) => {
    const res = await uploadApp(session, org, referenceId, await source(referenceId));
    expect(res.statusCode, res.body).toBe(201);
    return res.json().build.id as string;
  };
  const statuses = async (ids: string[]) => {
    const rows = await ctx.database.db
      .select({ id: builds.id, status: builds.status })
      .from(builds)
      .where(inArray(builds.id, ids));
    return Object.fromEntries(rows.map((r) => [r.id, r.status]));
  };
  const release = async () => {
    if (!gate) return;
    const { file, bytes } = gate;
    gate = undefined;
    const stream = createWriteStream(file);
    stream.end(bytes);
    await finished(stream);
  };

  beforeAll(async () => {
    // One worker, so the order in which builds start is the order the queue gives them.
    ctx = await createTestApp({ BUILD_WORKERS: '1' });
    await seedIdentityDemo(ctx.database.db, ctx.config);
    acmeDev = await signIn(ctx.app, 'developer@demo.example');
    brightAdmin = await signIn(ctx.app, 'dsc@demo.example');
  });
  afterAll(async () => {
    await release();
    await ctx?.close();
  });

  it("starts company B's one build before company A's second, A having queued three first", async () => {
    const acme = demoOrgs.acme.id;
    const bright = demoOrgs.bright.id;
    // The workers are not started yet: each upload leaves its build SCHEDULED, in upload order.
    const a1 = await upload(acmeDev, acme, 'fair_a1');
    const a2 = await upload(acmeDev, acme, 'fair_a2');
    const a3 = await upload(acmeDev, acme, 'fair_a3');
    const b1 = await upload(brightAdmin, bright, 'fair_b1');
    const all = [a1, a2, a3, b1];
    expect(Object.values(await statuses(all))).toEqual(['SCHEDULED', 'SCHEDULED', 'SCHEDULED', 'SCHEDULED']);

    // A1 runs until the test lets it: its stored source becomes a FIFO that its read waits on.
    const [version] = await ctx.database.db
      .select({ sourceKey: appVersions.sourceKey })
      .from(builds)
      .innerJoin(appVersions, eq(appVersions.id, builds.versionId))
      .where(eq(builds.id, a1));
    const file = path.join(ctx.config.filesDir, ...version!.sourceKey.split('/'));
    gate = { file, bytes: await readFile(file) };
    await rm(file);
    execFileSync('mkfifo', [file]);

    // Starting the workers sends what never reached the queue, oldest first (the restart sweep takes a
    // build that has waited SCHEDULED over a minute): A1 is taken at once and holds the one worker.
    await ctx.database.db
      .update(builds)
      .set({ createdAt: sql`${builds.createdAt} - interval '5 minutes'` })
      .where(inArray(builds.id, all));
    await ctx.jobs.start();
    for (;;) {
      const now = await statuses(all);
      if (now[a1] === 'IN_PROGRESS' && [a2, a3, b1].every((id) => now[id] === 'QUEUED')) break;
      expect(now[a1]).not.toBe('FAILED');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await release();

    for (const id of all) {
      const session = id === b1 ? brightAdmin : acmeDev;
      const build = await waitForBuild(session, id === b1 ? bright : acme, id, 60_000);
      expect(build.status).toBe('SUCCEEDED');
    }
    const started = await ctx.database.db
      .select({ id: builds.id })
      .from(builds)
      .where(inArray(builds.id, all))
      .orderBy(asc(builds.startedAt));
    const names: Record<string, string> = { [a1]: 'A1', [a2]: 'A2', [a3]: 'A3', [b1]: 'B1' };
    expect(started.map((row) => names[row.id])).toEqual(['A1', 'B1', 'A2', 'A3']);
  });
});
