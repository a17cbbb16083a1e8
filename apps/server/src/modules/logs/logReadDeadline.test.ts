import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LogPartitionManager } from './logPartitions.ts';
import { LogQueryTimeout, type LogsRepository, type StoredLog } from './logs.repository.ts';
import { LogReadDeadline, logsService } from './logs.service.ts';

const line = (i: number): StoredLog => ({
  id: String(i),
  appId: null,
  date: new Date('2026-11-23T10:00:00Z'),
  source: 'portal',
  type: 'app_event',
  level: 'info',
  message: `line ${i}`,
  attributes: {},
  cursor: { date: new Date('2026-11-23T10:00:00Z'), id: String(i) } as never,
});

/** A store that always has another full batch, each taking `msPerBatch` of (fake) time. */
function endlessRepo(msPerBatch: number, timeouts: number[]) {
  return {
    page: async (_window: unknown, _after: unknown, limit: number, timeoutMs: number) => {
      timeouts.push(timeoutMs);
      if (msPerBatch > timeoutMs) {
        vi.advanceTimersByTime(timeoutMs);
        throw new LogQueryTimeout();
      }
      vi.advanceTimersByTime(msPerBatch);
      return Array.from({ length: limit }, (_, i) => line(i));
    },
  } as unknown as LogsRepository;
}

const query = {
  start: '2026-11-23T00:00:00.000Z',
  end: '2026-11-23T23:59:59.000Z',
  filters: [],
} as never;

// A download once had no deadline (docs/decisions/log-read-deadlines.md); each batch had a statement timeout,
// the whole none.
describe('a log download or archive read', () => {
  afterEach(() => vi.useRealTimers());

  it('stops at its deadline, each batch getting what is left of it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T00:00:00Z') });
    const timeouts: number[] = [];
    const service = logsService({
      repo: endlessRepo(4_000, timeouts),
      partitions: {} as LogPartitionManager,
      rangeVariant: '30d',
      searchTimeoutMs: 10_000,
      downloadTimeoutMs: 30_000,
    });
    let read = 0;
    await expect(
      (async () => {
        for await (const _row of service.rows('org', query)) read++;
      })(),
    ).rejects.toBeInstanceOf(LogReadDeadline);
    expect(read).toBeGreaterThan(0);
    // Batches of 4 s: each gets its own 10 s until less is left of the 30 s; the last is cut by the deadline.
    expect(timeouts).toEqual([10_000, 10_000, 10_000, 10_000, 10_000, 10_000, 6_000, 2_000]);
  });
});
