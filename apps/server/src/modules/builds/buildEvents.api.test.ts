import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { apps, appVersions } from '../../db/schema/index.ts';
import type { JobHandler, JobQueue, Jobs } from '../../platform/jobs/jobs.ts';
import type { Notifier, PortalEvent } from '../../platform/notifications/notifier.ts';
import { openFileStorage } from '../../platform/storage/openFileStorage.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import { starterTemplate } from '../apps/source/starterTemplates.ts';
import { loadBuildSigner } from '../signing/buildSigner.ts';
import { signingRepository } from '../signing/signing.repository.ts';
import { buildEnvRepository } from './buildEnv.repository.ts';
import { buildsRepository } from './builds.repository.ts';
import { buildsService } from './builds.service.ts';

const ACME = demoOrgs.acme.id;

/**
 * The status events of one build reach a socket in the order the build took them (docs/product/builds.md
 * BUILDS-1; on PostgreSQL a socket once got IN_PROGRESS before QUEUED). The worst case made certain: a worker
 * that takes a job the moment it is sent, and runs it before the sender's next step.
 */
describe('build status events', () => {
  let ctx: TestContext;
  let versionId: string;

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    // A version with its source in storage, written directly: the app's own queue and build stay out.
    const db = ctx.database.db;
    const [app] = await db
      .insert(apps)
      .values({ organizationId: ACME, referenceId: 'events_order', name: 'Events', type: 'EXTEND' })
      .returning();
    const zip = await starterTemplate('EXTEND', 'events_order', 'Events');
    const sourceKey = `sources/${app!.id}/1.zip`;
    await (await openFileStorage(ctx.config)).put(sourceKey, Readable.from([zip]));
    const [version] = await db
      .insert(appVersions)
      .values({
        appId: app!.id,
        number: 1,
        version: '1.0.0',
        sourceKey,
        sourceSize: zip.length,
        sourceSha256: createHash('sha256').update(zip).digest('hex'),
      })
      .returning();
    versionId = version!.id;
  });
  afterAll(() => ctx.close());

  /** The test app's jobs (never started), except that a send runs the queue's handler to its end before it answers. */
  function instantJobs(): Jobs {
    return {
      ...ctx.jobs,
      define<Payload extends object, Result = void>(
        queue: string,
        handler: JobHandler<Payload, Result>,
      ): JobQueue<Payload> {
        return {
          name: queue,
          send: async (payload) => {
            await handler(payload, {
              id: `instant-${queue}`,
              queue,
              retryCount: 0,
              signal: new AbortController().signal,
            });
            return `instant-${queue}`;
          },
        };
      },
    };
  }

  it('announces QUEUED before the worker announces IN_PROGRESS and SUCCEEDED', async () => {
    const db = ctx.database.db;
    const events: PortalEvent[] = [];
    const recorder: Notifier = {
      publish: async (event) => void events.push(event),
      subscribe: () => () => {},
      close: async () => {},
    };
    const service = buildsService({
      repo: buildsRepository(db),
      storage: await openFileStorage(ctx.config),
      jobs: instantJobs(),
      notifier: recorder,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      workers: 1,
      staleMs: ctx.config.buildStaleMs,
      signer: await loadBuildSigner(signingRepository(db)),
      buildDuration: { observe: () => {} },
      env: buildEnvRepository(db),
    });
    const build = await service.scheduleIn(db, versionId);
    const queued = await service.queue(build.id);
    service.stop();

    expect(queued.status).toBe('SUCCEEDED');
    expect(events.map((event) => event.payload.status)).toEqual(['QUEUED', 'IN_PROGRESS', 'SUCCEEDED']);
    expect(events.every((event) => event.organizationId === ACME)).toBe(true);
  });
});
