import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { settleWithin } from './settleWithin.ts';

describe('settleWithin', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("answers the work's value when it settles in time, and clears its timer", async () => {
    const late = vi.fn(() => 'late');
    expect(await settleWithin(Promise.resolve('done'), 1000, late)).toBe('done');
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(late).not.toHaveBeenCalled();
  });

  it("rejects with the work's error when it fails in time", async () => {
    await expect(settleWithin(Promise.reject(new Error('broken')), 1000, () => 'late')).rejects.toThrow(
      'broken',
    );
  });

  it("answers late()'s value once the time has passed, or rejects with what late() throws", async () => {
    const never = new Promise<string>(() => {});
    const answered = settleWithin(never, 1000, () => 'late');
    await vi.advanceTimersByTimeAsync(1000);
    expect(await answered).toBe('late');
    const refused = settleWithin(never, 500, () => {
      throw new Error('too slow');
    });
    const assertion = expect(refused).rejects.toThrow('too slow');
    await vi.advanceTimersByTimeAsync(500);
    await assertion;
  });
});
