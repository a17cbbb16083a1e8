import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { formatMessage } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hoursAgo } from '../../../test/logsFixtures.ts';
import { until } from '../../../test/process/serverProcess.ts';
import { storedAt } from '../../../test/storedAt.ts';
import { createTestApp, type TestContext } from '../../../test/testApp.ts';
import { logArchives } from '../../db/schema/index.ts';
import { localFileStorage } from '../../platform/storage/fileStorage.ts';
import { demoOrgs, seedIdentityDemo } from '../../seed/identityDemo.ts';
import {
  ARCHIVE_FILE_MIN_AGE_MS,
  LOST_AFTER_MS,
  sweepLostArchives,
  sweepOrphanArchiveFiles,
} from './logArchiveSweep.ts';
import { logArchivesRepository } from './logArchives.repository.ts';
import { LOG_ARCHIVE_QUEUE } from './logArchives.service.ts';

const ACME = demoOrgs.acme.id;

// An archive whose job was lost (a kill between the row's commit and the send; a job that
// pg-boss ended after its process died on its last attempt) is sent again or failed, never left waiting
// (docs/product/logs.md LOGS-10).
describe('the sweep of log archives whose job was lost', () => {
  let ctx: TestContext;
  const now = Date.now();
  const lostSince = new Date(now - LOST_AFTER_MS - 60_000);

  const archive = async (status: 'QUEUED' | 'RUNNING', createdAt: Date) => {
    const [row] = await ctx.database.db
      .insert(logArchives)
      .values({
        organizationId: ACME,
        rangeStart: hoursAgo(2, now),
        rangeEnd: hoursAgo(1, now),
        status,
        createdAt,
      })
      .returning({ id: logArchives.id });
    return row!.id;
  };
  const statusOf = async (id: string) => {
    const [row] = await ctx.database.db.select().from(logArchives).where(eq(logArchives.id, id));
    return row!;
  };
  const settled = (id: string) =>
    until(`archive ${id} settled`, async () => {
      const row = await statusOf(id);
      return row.status === 'QUEUED' || row.status === 'RUNNING' ? undefined : row;
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    await seedIdentityDemo(ctx.database.db, ctx.config);
    await ctx.jobs.start();
  });
  afterAll(() => ctx?.close());

  it('sends again a QUEUED archive that never got its job, which then is written', async () => {
    const id = await archive('QUEUED', lostSince);
    await sweepLostArchives(logArchivesRepository(ctx.database.db), ctx.jobs);
    expect(await settled(id)).toMatchObject({ status: 'READY', rowCount: 0 });
  });

  it('fails, with the reason, a RUNNING archive whose job has ended', async () => {
    const id = await archive('RUNNING', lostSince);
    await sweepLostArchives(logArchivesRepository(ctx.database.db), ctx.jobs);
    expect(await statusOf(id)).toMatchObject({
      status: 'FAILED',
      error: formatMessage('logs.archiveInterrupted'),
    });
  });

  it('leaves an archive whose job still waits, and one asked for moments ago', async () => {
    const waiting = await archive('QUEUED', lostSince);
    await ctx.jobs.send(LOG_ARCHIVE_QUEUE, { archiveId: waiting }, { startAfter: 3600 });
    const young = await archive('QUEUED', new Date());
    const outcome = await sweepLostArchives(logArchivesRepository(ctx.database.db), ctx.jobs);
    expect(outcome).toEqual({ resent: 0, failed: 0 });
    expect((await statusOf(waiting)).status).toBe('QUEUED');
    expect((await statusOf(young)).status).toBe('QUEUED');
  });

  it('deletes an old archive file no archive names, and keeps a named one and a young one', async () => {
    const storage = localFileStorage(ctx.config.filesDir);
    const put = async (key: string) => {
      await storage.put(key, Readable.from([Buffer.from('{}\n')]));
      return key;
    };
    const ready = await archive('RUNNING', new Date(now));
    const named = await put(`log-archives/${ACME}/${ready}.ndjson.gz`);
    await logArchivesRepository(ctx.database.db).markReady(ready, {
      fileKey: named,
      rowCount: 1,
      sizeBytes: 3,
    });
    // Written by a job killed before it marked its archive READY, on its last attempt.
    const orphan = await put(`log-archives/${ACME}/${randomUUID()}.ndjson.gz`);
    const repo = logArchivesRepository(ctx.database.db);

    const writtenAt = await storedAt(storage, orphan);

    // Young: its job may be about to mark it READY.
    expect(await sweepOrphanArchiveFiles(storage, repo, { now: writtenAt })).toBe(0);
    expect(await storage.size(orphan)).not.toBeNull();

    const later = new Date(writtenAt.getTime() + ARCHIVE_FILE_MIN_AGE_MS + 60_000);
    expect(await sweepOrphanArchiveFiles(storage, repo, { now: later })).toBe(1);
    expect(await storage.size(orphan)).toBeNull();
    expect(await storage.size(named)).not.toBeNull();
  });
});
