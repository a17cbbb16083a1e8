import { useEffect, useState } from 'react';

/**
 * Renders the page again every `everyMs`, so the minutes left count down; the time itself is read at each
 * render (a tick's time would be up to `everyMs` old, and a fresh token would show 61 minutes). Each render
 * arms the next tick with setTimeout, which the test clock (test/testClock.ts) moves.
 */
export function useTicks(everyMs: number): void {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setTick(tick + 1), everyMs);
    return () => clearTimeout(timer);
  });
}
