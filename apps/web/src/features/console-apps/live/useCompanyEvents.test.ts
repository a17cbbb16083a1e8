import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubCompanySocket } from '../../../test/fakeCompanySocket.ts';
import { appsApi } from '../api/appsApi.ts';
import { useCompanyEvents } from './useCompanyEvents.ts';

const event = {
  type: 'build',
  appId: '00000000-0000-4000-8000-00000000000a',
  versionId: '00000000-0000-4000-8000-00000000000b',
  buildId: '00000000-0000-4000-8000-00000000000c',
  status: 'SUCCEEDED',
};

describe('useCompanyEvents', () => {
  beforeEach(stubCompanySocket);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('passes run events on, and nothing that is not an event of the company', async () => {
    const onEvent = vi.fn();
    renderHook(() => useCompanyEvents(true, onEvent));
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    const run = {
      type: 'run',
      runId: '00000000-0000-4000-8000-00000000000d',
      appId: event.appId,
      orchestration: 'directory_check',
      status: 'WAITING',
    };
    act(() => FakeSocket.last?.send(run));
    act(() => FakeSocket.last?.send({ ...run, status: 'SLEEPING' }));
    act(() => FakeSocket.last?.send({ type: 'deploy', appId: event.appId }));
    expect(onEvent.mock.calls).toEqual([[run]]);
  });

  it('listens with its ticket, reads afresh once ready, and passes build events on', async () => {
    const onEvent = vi.fn();
    const onReady = vi.fn();
    const { result } = renderHook(() => useCompanyEvents(true, onEvent, onReady));
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
    const { result } = renderHook(() => useCompanyEvents(true, vi.fn()));
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last?.onclose?.());
    expect(result.current).toBe('polling');
  });

  it('turns to polling when no ticket can be had', async () => {
    vi.mocked(appsApi.notificationTicket).mockRejectedValue(new Error('offline'));
    const { result } = renderHook(() => useCompanyEvents(true, vi.fn()));
    await waitFor(() => expect(result.current).toBe('polling'));
  });

  it('closes the socket when the page stops listening', async () => {
    const { rerender } = renderHook(({ enabled }) => useCompanyEvents(enabled, vi.fn()), {
      initialProps: { enabled: true },
    });
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    rerender({ enabled: false });
    expect(FakeSocket.last?.closed).toBe(true);
  });
});
