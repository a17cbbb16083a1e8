import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { formatMessage, type LogArchive, type LogRow } from '@portal/contracts';
import type { Logger } from 'pino';
import { HttpError } from '../../platform/httpError.ts';
import type { Jobs } from '../../platform/jobs/jobs.ts';
import type { FileStorage } from '../../platform/storage/fileStorage.ts';
import type { LogArchiveRow, LogArchivesRepository } from './logArchives.repository.ts';
import { ndjsonLine } from './logExport.ts';
import type { LogQuery } from './logs.service.ts';

export const LOG_ARCHIVE_QUEUE = 'log-archive';

export type LogArchivesDeps = {
  repo: LogArchivesRepository;
  storage: FileStorage;
  jobs: Jobs;
  /** The log store's validation (400 on a bad range) and its streamed, batched read of every line. */
  logs: { rows(orgId: string, query: LogQuery, validAt?: Date): AsyncGenerator<LogRow> };
  logger: Pick<Logger, 'info' | 'error'>;
};

const fileKey = (organizationId: string, id: string) => `log-archives/${organizationId}/${id}.ndjson.gz`;

export function toLogArchive(row: LogArchiveRow): LogArchive {
  return {
    id: row.id,
    start: row.rangeStart.toISOString(),
    end: row.rangeEnd.toISOString(),
    appId: row.appId,
    appName: row.appName,
    status: row.status as LogArchive['status'],
    rowCount: row.rowCount,
    sizeBytes: row.sizeBytes,
    error: row.error,
    createdBy: row.createdByEmail,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/**
 * Archives by date range as jobs: a month of a busy company's lines takes minutes to read and compress,
 * longer than a request should stay open, so the request only records the archive and the job writes
 * the file. A retried job starts the file again: storage.put makes a key appear only when complete.
 */
export function logArchivesService(deps: LogArchivesDeps) {
  const { repo, storage, logs, logger } = deps;

  function queryOf(archive: { rangeStart: Date; rangeEnd: Date; appId: string | null }): LogQuery {
    return {
      start: archive.rangeStart.toISOString(),
      end: archive.rangeEnd.toISOString(),
      ...(archive.appId ? { appId: archive.appId } : {}),
      preset: 'All',
      filters: [],
    };
  }

  async function write(payload: { archiveId: string }) {
    const archive = await repo.byId(payload.archiveId);
    // Deleted while it waited: nothing to write.
    if (!archive || archive.status === 'READY') return { skipped: true };
    await repo.markRunning(archive.id);
    let rowCount = 0;
    async function* lines() {
      for await (const row of logs.rows(archive!.organizationId, queryOf(archive!), archive!.createdAt)) {
        rowCount++;
        yield ndjsonLine(row);
      }
    }
    const key = fileKey(archive.organizationId, archive.id);
    try {
      const gzip = createGzip();
      // pipeline destroys the gzip stream on a read failure, which makes put reject and write no file.
      const written = pipeline(Readable.from(lines()), gzip);
      const [{ size }] = await Promise.all([storage.put(key, gzip), written]);
      // Deleted while it ran: the file would belong to no row.
      if (!(await repo.byId(archive.id))) {
        await storage.delete(key);
        return { skipped: true };
      }
      await repo.markReady(archive.id, { fileKey: key, rowCount, sizeBytes: size });
      logger.info({ archiveId: archive.id, rowCount, sizeBytes: size }, 'log archive written');
      return { rowCount };
    } catch (error) {
      logger.error({ err: error, archiveId: archive.id }, 'log archive failed');
      await repo.markFailed(archive.id, formatMessage('logs.archiveFailed'));
      throw error;
    }
  }

  const queue = deps.jobs.define(LOG_ARCHIVE_QUEUE, write, {
    retryLimit: 1,
    retryDelay: 5,
    expireInSeconds: 60 * 60,
    // A process that dies mid-archive is not waited for an hour (its expiry): see jobs.ts.
    heartbeatSeconds: 30,
    // Killed on its last attempt: the archive says FAILED rather than RUNNING for ever.
    onAbandoned: async (payload: { archiveId: string }) => {
      const archive = await repo.byId(payload.archiveId);
      if (archive && archive.status !== 'READY')
        await repo.markFailed(archive.id, formatMessage('logs.archiveFailed'));
    },
    pollingIntervalSeconds: 1,
    localConcurrency: 1,
  });

  async function found(organizationId: string, id: string): Promise<LogArchiveRow> {
    const row = await repo.get(organizationId, id);
    if (!row) throw new HttpError('not_found', formatMessage('logs.archiveNotFound'));
    return row;
  }

  return {
    /** Validates the range as a search would (400), records the archive and queues its job. */
    async create(
      actor: { organizationId: string; userId: string },
      range: { start: string; end: string; appId?: string | undefined },
    ): Promise<LogArchive> {
      // An archive keeps every line, the portal's own requests included.
      const query: LogQuery = { ...range, preset: 'All', portalRequests: true, filters: [] };
      // rows() validates before its first read; the generator itself is never started here.
      logs.rows(actor.organizationId, query);
      const id = await repo.create({
        organizationId: actor.organizationId,
        createdBy: actor.userId,
        appId: range.appId,
        rangeStart: new Date(range.start),
        rangeEnd: new Date(range.end),
      });
      await queue.send({ archiveId: id });
      return toLogArchive(await found(actor.organizationId, id));
    },

    async list(organizationId: string): Promise<LogArchive[]> {
      return (await repo.list(organizationId)).map(toLogArchive);
    },

    /** The READY archive's file, 409 while it is being written. */
    async file(organizationId: string, id: string) {
      const row = await found(organizationId, id);
      if (row.status !== 'READY' || !row.fileKey)
        throw new HttpError('conflict', formatMessage('logs.archiveNotReady'));
      const stream = await storage.get(row.fileKey);
      if (!stream) throw new HttpError('not_found', formatMessage('logs.archiveNotFound'));
      return { archive: toLogArchive(row), stream };
    },

    /** Only the one who asked for it or a company admin may delete an archive. */
    async delete(actor: { organizationId: string; userId: string; isAdmin: boolean }, id: string) {
      const row = await found(actor.organizationId, id);
      if (row.createdBy !== actor.userId && !actor.isAdmin)
        throw new HttpError(
          'forbidden',
          'Only the one who made an archive or a company admin may delete it.',
        );
      await repo.delete(actor.organizationId, id);
      if (row.fileKey) await storage.delete(row.fileKey);
      return toLogArchive(row);
    },
  };
}

export type LogArchivesService = ReturnType<typeof logArchivesService>;
