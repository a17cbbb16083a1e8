import { rangeParams, rangeSince } from '../../analytics/index.ts';

const MINUTE = 60_000;

/**
 * An app's logs page (the owned or the licensed view's) showing one orchestration run's lines: those whose
 * `runId` attribute is the run's, from a minute before the run was queued on.
 */
export function runLogsPath(logsPath: string, run: { id: string; createdAt: string }, now = new Date()) {
  const params = rangeParams(rangeSince(new Date(Date.parse(run.createdAt) - MINUTE), now));
  params.set('filters', JSON.stringify([{ column: 'runId', condition: 'stringEquals', value: run.id }]));
  return `${logsPath}?${params}`;
}
