import { Readable } from 'node:stream';
import type { LogRow } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { JobHandler, Jobs } from '../../platform/jobs/jobs.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { LogArchivesRepository } from './logArchives.repository.ts';
import { logArchivesService } from './logArchives.service.ts';

type Row = Awaited<ReturnType<LogArchivesRepository['byId']>> & object;

/** An in-memory archive row store, a storage that keeps what `put` fully read, and a jobs fake. */
function harness(rows: () => AsyncGenerator<LogRow>) {
  const archives = new Map<string, Row>();
  const files = new Map<string, Buffer>();
  let handler: JobHandler<{ archiveId: string }, unknown> | undefined;
  const update = (id: string, values: Partial<Row>) => {
    const row = archives.get(id);
    if (row) archives.set(id, { ...row, ...values });
  };
  const repo = {
    byId: async (id: string) => archives.get(id) ?? null,
    markRunning: async (id: string) => update(id, { status: 'RUNNING' }),
    markReady: async (id: string, result: Partial<Row>) => update(id, { status: 'READY', ...result }),
    markFailed: async (id: string, error: string) => update(id, { status: 'FAILED', error }),
  } as unknown as LogArchivesRepository;
  const storage: FileStorage = {
    async put(key, content) {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(chunk as Buffer);
      files.set(key, Buffer.concat(chunks));
      return { size: files.get(key)!.length };
    },
    get: async (key) => (files.has(key) ? Readable.from(files.get(key)!) : null),
    delete: async (key) => void files.delete(key),
    size: async (key) => files.get(key)?.length ?? null,
    async *list(folder) {
      for (const key of files.keys()) if (key.startsWith(`${folder}/`)) yield { key, modifiedAt: new Date() };
    },
    // Archives write no scratch and check nothing: these three are here for the type only.
    withScratch: async (_prefix, work) => work('/nonexistent'),
    clearScratch: async () => {},
    check: async () => {},
  };
  const jobs = {
    define: (_queue: string, fn: JobHandler<{ archiveId: string }, unknown>) => {
      handler = fn;
      return { name: 'log-archive', send: async () => 'job' };
    },
  } as unknown as Jobs;
  logArchivesService({
    repo,
    storage,
    jobs,
    logs: { rows },
    logger: { info: () => {}, error: () => {} },
  });
  archives.set('a1', {
    id: 'a1',
    organizationId: 'org',
    createdBy: null,
    appId: null,
    rangeStart: new Date('2026-11-01T00:00:00Z'),
    rangeEnd: new Date('2026-11-02T00:00:00Z'),
    status: 'QUEUED',
    fileKey: null,
    rowCount: null,
    sizeBytes: null,
    error: null,
    createdAt: new Date('2026-11-02T00:00:00Z'),
    finishedAt: null,
  });
  const run = () =>
    handler!(
      { archiveId: 'a1' },
      { id: 'job', queue: 'log-archive', retryCount: 0, signal: new AbortController().signal },
    );
  return { archives, files, run };
}

const line = (message: string): LogRow => ({
  id: message,
  date: '2026-11-01T10:00:00.000Z',
  appId: null,
  source: 'app',
  type: 'app_event',
  level: 'info',
  message,
  attributes: {},
});

describe('the log-archive job', () => {
  it('marks the archive FAILED and writes no file when reading the store fails half-way', async () => {
    const { archives, files, run } = harness(async function* () {
      yield line('first');
      throw new Error('statement timeout');
    });
    await expect(run()).rejects.toThrow('statement timeout');
    expect(archives.get('a1')).toMatchObject({
      status: 'FAILED',
      error: 'The archive could not be written.',
    });
    expect(files.size).toBe(0);
  });

  it('counts the lines it wrote and marks the archive READY', async () => {
    const { archives, files, run } = harness(async function* () {
      yield line('first');
      yield line('second');
    });
    await run();
    expect(archives.get('a1')).toMatchObject({ status: 'READY', rowCount: 2 });
    expect([...files.keys()]).toEqual(['log-archives/org/a1.ndjson.gz']);
  });

  it('does nothing for an archive deleted before its job ran', async () => {
    const { archives, files, run } = harness(async function* () {
      yield line('first');
    });
    archives.delete('a1');
    expect(await run()).toEqual({ skipped: true });
    expect(files.size).toBe(0);
  });
});
