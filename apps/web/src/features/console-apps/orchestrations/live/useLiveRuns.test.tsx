import type { OrchestrationRunStatus, RunsPage } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubCompanySocket } from '../../../../test/fakeCompanySocket.ts';
import { orchestrationKeys } from '../api/orchestrationsQueries.ts';
import { demoRun, demoRunId } from '../orchestrationsTestApi.ts';
import { LIVE_POLL_MS, RUN_SAFETY_POLL_MS, WAITING_POLL_MS } from './runPolling.ts';
import { useLiveRuns } from './useLiveRuns.ts';

const appId = '00000000-0000-4000-a000-000000000003';
const listKey = orchestrationKeys.runs(appId, {});
const runEvent = (status: OrchestrationRunStatus, app = appId) => ({
  type: 'run',
  runId: demoRunId,
  appId: app,
  orchestration: 'directory_check',
  status,
});

function renderLiveRuns(statuses: OrchestrationRunStatus[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData<RunsPage>(listKey, { total: 1, data: [demoRun(appId, { status: 'RUNNING' })] });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ shown }) => useLiveRuns(appId, shown), {
    wrapper,
    initialProps: { shown: statuses },
  });
  return { ...hook, queryClient, listed: () => queryClient.getQueryData<RunsPage>(listKey)?.data[0] };
}

describe('useLiveRuns', () => {
  beforeEach(stubCompanySocket);
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("follows the app's runs by their events, polling only slowly as a safety net", async () => {
    const { result, listed } = renderLiveRuns(['RUNNING']);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last?.send({ type: 'ready' }));
    expect(result.current.pollInterval).toBe(RUN_SAFETY_POLL_MS);

    act(() => FakeSocket.last?.send(runEvent('SUCCEEDED', '00000000-0000-4000-a000-000000000009')));
    expect(listed()?.status).toBe('RUNNING');
    act(() => FakeSocket.last?.send(runEvent('SUCCEEDED')));
    expect(listed()?.status).toBe('SUCCEEDED');
  });

  it('polls a running run at 1.5 s once the socket fails', async () => {
    const { result } = renderLiveRuns(['QUEUED']);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last?.onclose?.());
    expect(result.current.pollInterval).toBe(LIVE_POLL_MS);
  });

  it('polls runs that wait slowly even without the socket, and nothing once all have ended', async () => {
    const { result, rerender } = renderLiveRuns(['WAITING', 'SUCCEEDED']);
    await waitFor(() => expect(FakeSocket.last).not.toBeNull());
    act(() => FakeSocket.last?.onclose?.());
    expect(result.current.pollInterval).toBe(WAITING_POLL_MS);
    rerender({ shown: ['SUCCEEDED'] });
    expect(result.current.pollInterval).toBe(false);
  });

  it('opens no socket while every run shown has ended', async () => {
    const { result } = renderLiveRuns(['SUCCEEDED', 'CANCELLED']);
    expect(result.current.pollInterval).toBe(false);
    await act(async () => {});
    expect(FakeSocket.last).toBeNull();
  });
});
