import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTabVisibility } from '../testing/visibilityTestUtils.ts';
import { startVisibleTimer } from './visibleTimer.ts';

beforeEach(() => {
  vi.useFakeTimers();
  setTabVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setTabVisibility('visible');
});

describe('startVisibleTimer', () => {
  it('fires once the duration has passed in a visible tab', () => {
    const onElapsed = vi.fn();
    startVisibleTimer(5000, onElapsed);
    vi.advanceTimersByTime(4999);
    expect(onElapsed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('stops the clock while the tab is hidden and resumes with the time left', () => {
    const onElapsed = vi.fn();
    startVisibleTimer(5000, onElapsed);
    vi.advanceTimersByTime(3000);
    setTabVisibility('hidden');
    vi.advanceTimersByTime(60_000);
    expect(onElapsed).not.toHaveBeenCalled();
    setTabVisibility('visible');
    vi.advanceTimersByTime(1999);
    expect(onElapsed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('does not start counting when started in a hidden tab', () => {
    setTabVisibility('hidden');
    const onElapsed = vi.fn();
    startVisibleTimer(5000, onElapsed);
    vi.advanceTimersByTime(10_000);
    expect(onElapsed).not.toHaveBeenCalled();
    setTabVisibility('visible');
    vi.advanceTimersByTime(5000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });

  it('never fires once cancelled, whatever the visibility does', () => {
    const onElapsed = vi.fn();
    const cancel = startVisibleTimer(5000, onElapsed);
    cancel();
    setTabVisibility('hidden');
    setTabVisibility('visible');
    vi.advanceTimersByTime(10_000);
    expect(onElapsed).not.toHaveBeenCalled();
  });

  it('ignores a repeated visible event instead of starting a second clock', () => {
    const onElapsed = vi.fn();
    startVisibleTimer(5000, onElapsed);
    setTabVisibility('visible');
    vi.advanceTimersByTime(5000);
    expect(onElapsed).toHaveBeenCalledTimes(1);
  });
});
