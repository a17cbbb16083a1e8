import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDueWakes } from './dueWakes.ts';

describe('due wakes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A job runner whose job table answers `rows`, or fails every read with `failure`. */
  const runner = (rows: object[], failure?: Error) => {
    const notified: string[] = [];
    const boss = {
      getWipData: () => [{ id: 'worker-1', name: 'builds' }],
      notifyWorker: (id: string) => void notified.push(id),
      getDb: () => ({
        executeSql: async () => {
          if (failure) throw failure;
          return { rows };
        },
      }),
    };
    return { boss, notified };
  };
  const logger = () => ({ warn: vi.fn() });
  const dueNow = { name: 'builds', due_now: true, next: null, settling: false };

  it('wakes the workers of a queue whose job is due once an attempt has ended', async () => {
    const { boss, notified } = runner([dueNow]);
    const wakes = createDueWakes(boss, 'pgboss', logger());
    wakes.attemptEnded('builds', 'job-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(notified).toEqual(['worker-1']);
  });

  it('leaves no timer once stopped, and sets none for an attempt that ends while it stops', async () => {
    const { boss, notified } = runner([dueNow]);
    const wakes = createDueWakes(boss, 'pgboss', logger());
    wakes.attemptEnded('builds', 'job-1');
    wakes.at('builds', new Date(Date.now() + 60_000));
    expect(vi.getTimerCount()).toBe(2);
    wakes.stop();
    expect(vi.getTimerCount()).toBe(0);
    wakes.attemptEnded('builds', 'job-2');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(notified).toEqual([]);
  });

  it('logs a failed read and goes on: the workers keep their poll', async () => {
    const { boss } = runner([], new Error('PGlite is closed'));
    const log = logger();
    const wakes = createDueWakes(boss, 'pgboss', log);
    wakes.attemptEnded('builds', 'job-1');
    await vi.advanceTimersByTimeAsync(0);
    await wakes.readAll(['builds']);
    expect(log.warn).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(0);
  });
});
