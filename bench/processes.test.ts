import { describe, expect, it } from 'vitest';
import { PROCESSES_ROUTES, parseProcessesOptions } from './processesOptions.ts';
import {
  cpuMicrosecondsPerRequest,
  isBusy,
  type LoadRun,
  type ProcessesReport,
  renderProcessesReport,
} from './processesReport.ts';

describe('parseProcessesOptions', () => {
  it('defaults to every route, 10 connections for 10 s, 3,000 apps and 200,000 log lines', () => {
    expect(parseProcessesOptions({})).toEqual({
      durationSeconds: 10,
      connections: 10,
      apps: 3_000,
      logRows: 200_000,
      routes: [...PROCESSES_ROUTES],
    });
  });

  it('reads the environment and keeps the routes in the order they are measured', () => {
    const options = parseProcessesOptions({
      BENCH_DURATION: '3',
      BENCH_CONNECTIONS: '20',
      BENCH_APPS_LIST_ROWS: '500',
      BENCH_LOG_ROWS: '1000',
      BENCH_ROUTES: 'appWrite, healthz',
    });
    expect(options).toEqual({
      durationSeconds: 3,
      connections: 20,
      apps: 500,
      logRows: 1000,
      routes: ['healthz', 'appWrite'],
    });
  });

  it('refuses an odd connection count, which could not be split evenly over two processes', () => {
    expect(() => parseProcessesOptions({ BENCH_CONNECTIONS: '9' })).toThrow(/even/);
  });

  it('refuses a number that is not whole or too small, naming the variable', () => {
    expect(() => parseProcessesOptions({ BENCH_DURATION: '2.5' })).toThrow(/BENCH_DURATION/);
    expect(() => parseProcessesOptions({ BENCH_DURATION: 'ten' })).toThrow(/BENCH_DURATION/);
    expect(() => parseProcessesOptions({ BENCH_APPS_LIST_ROWS: '50' })).toThrow(/BENCH_APPS_LIST_ROWS/);
    expect(() => parseProcessesOptions({ BENCH_CONNECTIONS: '0' })).toThrow(/BENCH_CONNECTIONS/);
  });

  it('refuses an unknown route and lists the known ones', () => {
    expect(() => parseProcessesOptions({ BENCH_ROUTES: 'healthz,flags' })).toThrow(
      /unknown flags \(known: healthz, sessionInfo/,
    );
  });
});

const run = (requestsPerSecond: number, p99: number, cpu: LoadRun['cpu']): LoadRun => ({
  requestsPerSecond,
  latencyP50Ms: 1,
  latencyP99Ms: p99,
  failures: 0,
  requests: requestsPerSecond * 10,
  cpu,
  durationSeconds: 10,
});

const report = (loadAverage: number): ProcessesReport => ({
  machine: {
    cpu: 'AMD EPYC',
    cores: 2,
    ramGb: 23.5,
    node: 'v24.11.0',
    date: '2026-11-27T08:00:00.000Z',
    loadAverage,
  },
  connections: 10,
  durationSeconds: 10,
  apps: 3000,
  logRows: 200_000,
  routes: [
    {
      label: 'apps list',
      request: 'GET /apphub/v1/apps',
      one: run(100, 40, { servers: 95, postgres: 30, loadGenerator: 10 }),
      two: run(150, 30, { servers: 120, postgres: 50, loadGenerator: 15 }),
      loadAverage: 2.5,
    },
  ],
  loadAverageEnd: 3,
});

describe('renderProcessesReport', () => {
  it('writes one row per route with both req/s, their ratio and both latencies', () => {
    const text = renderProcessesReport(report(0.4));
    expect(text).toContain(
      '| apps list | `GET /apphub/v1/apps` | 100 | 150 | 1.50x | 1 / 1 | 40 / 30 | 0 / 0 | 2.5 |',
    );
  });

  it('writes where the CPU went for each process count, with the CPU per request', () => {
    const text = renderProcessesReport(report(0.4));
    // (95 + 30) % of a core for 10 s is 12.5 s of CPU over 1,000 requests: 12,500 µs each.
    expect(text).toContain('| apps list | 1 | 95 % | 30 % | 10 % | 135 % of 200 % | 12500 |');
    expect(text).toContain('| apps list | 2 | 120 % | 50 % | 15 % | 185 % of 200 % | 11333 |');
  });

  it('says the figures are bounds when the machine was busy at the start, and not when it was quiet', () => {
    const busy = renderProcessesReport(report(1.5));
    expect(busy).toContain('**The machine was busy** (load average 1.50');
    expect(busy).toContain('the 2 / 1 ratio is a high bound');
    expect(renderProcessesReport(report(0.4))).not.toContain('busy');
  });
});

describe('isBusy and cpuMicrosecondsPerRequest', () => {
  it('counts a load average over half the cores as busy', () => {
    expect(isBusy({ loadAverage: 1, cores: 2 })).toBe(false);
    expect(isBusy({ loadAverage: 1.01, cores: 2 })).toBe(true);
  });

  it('writes n/a for the ratio and the CPU per request of a run that answered nothing', () => {
    const nothing = report(0.4);
    nothing.routes[0]!.one = run(0, 0, { servers: 5, postgres: 1, loadGenerator: 0 });
    const text = renderProcessesReport(nothing);
    expect(text).toContain('| 0 | 150 | n/a |');
    expect(text).toContain('| apps list | 1 | 5 % | 1 % | 0 % | 6 % of 200 % | n/a |');
  });

  it('has no CPU per request for a run that answered nothing', () => {
    expect(
      cpuMicrosecondsPerRequest({ ...run(0, 0, { servers: 50, postgres: 0, loadGenerator: 0 }) }),
    ).toBeNaN();
  });
});
