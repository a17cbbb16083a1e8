import { describe, expect, it } from 'vitest';
import { LIVE_POLL_MS, RUN_SAFETY_POLL_MS, runsPollInterval, WAITING_POLL_MS } from './runPolling.ts';

describe('runsPollInterval', () => {
  it('asks nothing again once every run shown has ended', () => {
    expect(runsPollInterval([], 'polling')).toBe(false);
    expect(runsPollInterval(['SUCCEEDED', 'FAILED', 'CANCELLED'], 'polling')).toBe(false);
  });

  it('polls a run that moves fast only when the socket failed, and slowly as a safety net otherwise', () => {
    expect(runsPollInterval(['RUNNING', 'SUCCEEDED'], 'polling')).toBe(LIVE_POLL_MS);
    expect(runsPollInterval(['QUEUED'], 'polling')).toBe(LIVE_POLL_MS);
    for (const mode of ['live', 'connecting', 'idle'] as const)
      expect(runsPollInterval(['RUNNING'], mode)).toBe(RUN_SAFETY_POLL_MS);
  });

  // The demo's run that waits a day once made the list ask 10 times in 15 s (ORCH-9 in
  // docs/product/orchestrations.md).
  it('never polls runs that only wait at 1.5 s, socket or not', () => {
    expect(runsPollInterval(['WAITING', 'SUCCEEDED'], 'polling')).toBe(WAITING_POLL_MS);
    expect(runsPollInterval(['WAITING'], 'live')).toBe(WAITING_POLL_MS);
    expect(WAITING_POLL_MS).toBeGreaterThanOrEqual(30_000);
    // One run that moves is what sets the pace.
    expect(runsPollInterval(['WAITING', 'RUNNING'], 'polling')).toBe(LIVE_POLL_MS);
  });
});
