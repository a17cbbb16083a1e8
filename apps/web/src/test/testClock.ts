import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * Runs `steps` on a clock the test moves (setTimeout and Date): what is timed inside (a debounce, the
 * 500 ms before a loading screen) happens when `pass(ms)` says, never sooner or later because the
 * machine is busy. Real time comes back afterwards, for findBy and waitFor. Start it once the page is
 * on screen: a lazy page's chunk loads on real time.
 */
export async function onTestClock(steps: (pass: (ms: number) => Promise<void>) => Promise<void>) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  try {
    await steps(async (ms) => {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(ms);
      });
    });
  } finally {
    vi.useRealTimers();
  }
}
