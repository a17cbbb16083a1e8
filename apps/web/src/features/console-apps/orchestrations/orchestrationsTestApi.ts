import type { OrchestrationRun, OrchestrationRunDetail } from '@portal/contracts';

// Runs for the component tests of the owned and the licensed app views' activity pages.

/** The id of the demo run (each test stubs the run's own paths with it). */
export const demoRunId = '00000000-0000-4000-b000-000000000001';

/** A failed run of the app's directory_check orchestration, as the runs API answers it. */
export function demoRun(appId: string, partial: Partial<OrchestrationRun> = {}): OrchestrationRun {
  return {
    id: demoRunId,
    appId,
    versionId: '00000000-0000-4000-e000-000000000001',
    version: '1.0.0',
    orchestration: 'directory_check',
    tenant: 'acme_impl',
    status: 'FAILED',
    trigger: 'manual',
    inputs: {},
    output: null,
    error: 'GET /api/workers/v1/workers/W-9 answered 404: Worker not found',
    errorStep: 'lookup',
    stepCount: 2,
    createdAt: '2026-11-01T10:00:00.000Z',
    startedAt: '2026-11-01T10:00:00.000Z',
    finishedAt: '2026-11-01T10:00:01.500Z',
    durationMs: 1500,
    resumeAt: null,
    ...partial,
  };
}

/** The demo run with two steps: an http call that succeeded and a lookup that failed after 3 attempts. */
export const demoRunDetail = (
  appId: string,
  partial: Partial<OrchestrationRun> = {},
): OrchestrationRunDetail => ({
  ...demoRun(appId, partial),
  steps: [
    {
      id: '00000000-0000-4000-b100-000000000001',
      seq: 1,
      stepId: 'fetch',
      type: 'http',
      branch: null,
      status: 'SUCCEEDED',
      input: { method: 'GET' },
      output: { status: 200, body: { total: 2000 } },
      error: null,
      attempts: 1,
      startedAt: '2026-11-01T10:00:00.000Z',
      finishedAt: '2026-11-01T10:00:00.040Z',
      durationMs: 40,
    },
    {
      id: '00000000-0000-4000-b100-000000000002',
      seq: 2,
      stepId: 'lookup',
      type: 'http',
      branch: 'people',
      status: 'FAILED',
      input: null,
      output: null,
      error: 'GET /api/workers/v1/workers/W-9 answered 404: Worker not found',
      attempts: 3,
      startedAt: '2026-11-01T10:00:00.100Z',
      finishedAt: '2026-11-01T10:00:01.500Z',
      durationMs: 1400,
    },
  ],
  approvals: [],
});
