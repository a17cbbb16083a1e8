import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWakeTimers } from './wakeTimers.ts';

describe('wake timers', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // The spy below wraps the fake setTimeout: restored after the real timers, it would put the fake one
    // back for every later test file of the worker.
    vi.restoreAllMocks();
    vi.useRealTimers();
  });
  const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);

  it('wakes a queue at its earliest due time, with one timer per queue', () => {
    const woken: string[] = [];
    const timers = createWakeTimers((queue) => woken.push(queue));
    timers.at('builds', inSeconds(10));
    timers.at('builds', inSeconds(5));
    timers.at('builds', inSeconds(20));
    timers.at('signing', inSeconds(7));
    expect(vi.getTimerCount()).toBe(2);
    vi.advanceTimersByTime(4_999);
    expect(woken).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(woken).toEqual(['builds']);
    vi.advanceTimersByTime(2_000);
    expect(woken).toEqual(['builds', 'signing']);
    // The later times were replaced by the earliest: what is due after it is read again when it fires.
    vi.advanceTimersByTime(60_000);
    expect(woken).toEqual(['builds', 'signing']);
  });

  it('wakes at once for a time already past', () => {
    const woken: string[] = [];
    createWakeTimers((queue) => woken.push(queue)).at('builds', inSeconds(-3));
    vi.advanceTimersByTime(0);
    expect(woken).toEqual(['builds']);
  });

  it('waits past the longest delay setTimeout takes', () => {
    const woken: string[] = [];
    createWakeTimers((queue) => woken.push(queue)).at('builds', inSeconds(40 * 86_400));
    vi.advanceTimersByTime(39 * 86_400_000);
    expect(woken).toEqual([]);
    vi.advanceTimersByTime(86_400_000);
    expect(woken).toEqual(['builds']);
  });

  it('keeps no process alive, and leaves no timer once cleared', () => {
    const woken: string[] = [];
    const timers = createWakeTimers((queue) => woken.push(queue));
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    timers.at('builds', inSeconds(5));
    const timer = setTimeoutSpy.mock.results[0]!.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    timers.clear();
    expect(vi.getTimerCount()).toBe(0);
    timers.at('builds', inSeconds(1));
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(woken).toEqual([]);
  });
});
