import { describe, expect, it } from 'vitest';
import { runLogsPath } from './runLogs.utils.ts';

const MINUTE = 60_000;
const now = new Date();
const queued = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE).toISOString();
const paramsOf = (path: string) => new URL(path, 'http://localhost').searchParams;

describe('runLogsPath', () => {
  it("narrows the app's logs page to the run's lines", () => {
    const path = runLogsPath('/console/apps/licensed/a1/logs', { id: 'r1', createdAt: queued(3) }, now);
    expect(path.startsWith('/console/apps/licensed/a1/logs?')).toBe(true);
    expect(JSON.parse(paramsOf(path).get('filters') ?? '')).toEqual([
      { column: 'runId', condition: 'stringEquals', value: 'r1' },
    ]);
  });

  it('takes the smallest preset reaching back to a minute before the run, so later lines still show', () => {
    expect(paramsOf(runLogsPath('/l', { id: 'r', createdAt: queued(3) }, now)).get('range')).toBe('15m');
    expect(paramsOf(runLogsPath('/l', { id: 'r', createdAt: queued(14.5) }, now)).get('range')).toBe('30m');
    expect(paramsOf(runLogsPath('/l', { id: 'r', createdAt: queued(6 * 24 * 60) }, now)).get('range')).toBe(
      '7d',
    );
  });

  it('gives a run older than every preset a custom range from a minute before it to now', () => {
    const params = paramsOf(runLogsPath('/l', { id: 'r', createdAt: queued(8 * 24 * 60) }, now));
    expect(params.get('range')).toBe('custom');
    expect(params.get('start')).toBe(queued(8 * 24 * 60 + 1));
    expect(params.get('end')).toBe(now.toISOString());
  });
});
