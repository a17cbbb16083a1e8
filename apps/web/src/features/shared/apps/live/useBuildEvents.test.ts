import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appsApi } from '../api/appsApi.ts';
import { useBuildEvents } from './useBuildEvents.ts';

/** A WebSocket double the test drives: it records the URL and lets the test send and close. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onerror: (() => void) | null = null;
  onclose: (() => void) | null = null;
  closed = false;
  readonly url: string;
  constructor(url: string) {
    this.url = url;
    FakeSocket.last = this;
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) });
  }
  close() {
    this.closed = true;
  }
}

const event = {
  type: 'build',
  appId: '00000000-0000-4000-8000-00000000000a',
  versionId: '00000000-0000-4000-8000-00000000000b',
  buildId: '00000000-0000-4000-8000-00000000000c',
  status: 'SUCCEEDED',
};

describe('useBuildEvents', () => {
  beforeEach(() => {
    FakeSocket.last = null;
    vi.stubGlobal('WebSocket', FakeSocket);
    vi.spyOn(appsApi, 'notificationTicket').mockResolvedValue({
      ticket: 't-1',
      expiresAt: '2026-11-22T05:01:00.000Z',
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('listens with its ticket, reads afresh once ready, and passes build events on', async () => {
    const onEvent = vi.fn();
    const onReady = vi.fn();
    const { result } = renderHook(() => useBuildEvents(true, onEvent, onReady));
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    expect(FakeSocket.last?.url).toMatch(/\/sub-api\/v1\/notifications\/listen\?ticket=t-1$/);

    act(() => FakeSocket.last?.send({ type: 'ready' }));
    expect(result.current).toBe('live');
    // Events of a build that finished before the subscription are lost: the caller must re-read.
    expect(onReady).toHaveBeenCalledTimes(1);

    act(() => FakeSocket.last?.send(event));
    expect(onEvent).toHaveBeenCalledWith(
      expect.objectContaining({ buildId: event.buildId, status: 'SUCCEEDED' }),
    );
  });

  it('turns to polling for good when the socket closes', async () => {
    const { result } = renderHook(() => useBuildEvents(true, vi.fn()));
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last?.onclose?.());
    expect(result.current).toBe('polling');
  });

  it('turns to polling when no ticket can be had', async () => {
    vi.mocked(appsApi.notificationTicket).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useBuildEvents(true, vi.fn()));
    await waitFor(() => expect(result.current).toBe('polling'));
  });

  it('closes the socket when the page stops listening', async () => {
    const { rerender } = renderHook(({ enabled }) => useBuildEvents(enabled, vi.fn()), {
      initialProps: { enabled: true },
    });
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    rerender({ enabled: false });
    expect(FakeSocket.last?.closed).toBe(true);
  });
});
