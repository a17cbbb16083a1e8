import { afterEach, describe, expect, it, vi } from 'vitest';
import { concurrencyLimit } from './concurrencyLimit.ts';

describe('concurrencyLimit', () => {
  afterEach(() => vi.useRealTimers());

  it('runs up to the overall limit, queues the next ones in order, refuses past the queue', async () => {
    const limit = concurrencyLimit({ overall: 2, perUser: 2, queue: 1, maxWaitMs: 1000 });
    const a = await limit.acquire('a');
    const b = await limit.acquire('b');
    const queued = limit.acquire('c');
    expect(await limit.acquire('d')).toBeNull();
    expect(limit.waiting).toBe(1);
    a!();
    const c = await queued;
    expect(c).not.toBeNull();
    expect(limit.running).toBe(2);
    b!();
    c!();
    c!(); // a second release changes nothing
    expect(limit.running).toBe(0);
  });

  it('holds one user to their share while others go ahead', async () => {
    const limit = concurrencyLimit({ overall: 3, perUser: 1, queue: 5, maxWaitMs: 1000 });
    const first = await limit.acquire('greedy');
    const second = limit.acquire('greedy');
    const other = await limit.acquire('other');
    expect(other).not.toBeNull();
    expect(limit.running).toBe(2);
    first!();
    expect(await second).not.toBeNull();
  });

  it('refuses a request that waited too long', async () => {
    vi.useFakeTimers();
    const limit = concurrencyLimit({ overall: 1, perUser: 1, queue: 5, maxWaitMs: 500 });
    await limit.acquire('a');
    const waiting = limit.acquire('b');
    vi.advanceTimersByTime(501);
    expect(await waiting).toBeNull();
    expect(limit.waiting).toBe(0);
  });
});
