/** A run's statuses as plain values: no zod here (their schema is in orchestrationRunsApi.ts). */

/** A run's life: QUEUED → RUNNING (↔ WAITING) → SUCCEEDED, FAILED or CANCELLED. */
export const orchestrationRunStatuses = [
  'QUEUED',
  'RUNNING',
  'WAITING',
  'SUCCEEDED',
  'FAILED',
  'CANCELLED',
] as const;
export type OrchestrationRunStatus = (typeof orchestrationRunStatuses)[number];

/** The statuses a run leaves no more. */
export const finishedRunStatuses: readonly OrchestrationRunStatus[] = ['SUCCEEDED', 'FAILED', 'CANCELLED'];
