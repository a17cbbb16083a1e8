import { describe, expect, it } from 'vitest';
import { emptyCounts, parseSoakArgs, renderSoakReport, type SoakSample, soakVerdict } from './soakReport.ts';

const sample = (seconds: number, rssMb: number, errors = 0): SoakSample => ({
  seconds,
  rssMb,
  loadAverage: 1.5,
  endpoints: {
    'apps list': { ...emptyCounts(), ok: seconds * 10, timeouts: errors },
    'logs search': { ...emptyCounts(), ok: seconds * 5 },
  },
});

describe('the soak bench (bench/soak.ts) pure parts', () => {
  it('reads minutes and connections, with the defaults of 10 and 50', () => {
    expect(parseSoakArgs([])).toEqual({ minutes: 10, connections: 50 });
    expect(parseSoakArgs(['0.5'])).toEqual({ minutes: 0.5, connections: 50 });
    expect(parseSoakArgs(['2', '8'])).toEqual({ minutes: 2, connections: 8 });
  });

  it('refuses an argument that is not a usable number, naming it', () => {
    expect(() => parseSoakArgs(['ten'])).toThrow(/minutes must be a number/);
    expect(() => parseSoakArgs(['0'])).toThrow(/minutes/);
    expect(() => parseSoakArgs(['1', '1'])).toThrow(/connections must be a number from 2/);
    expect(() => parseSoakArgs(['1', '2.5'])).toThrow(/connections must be a whole number/);
    expect(() => parseSoakArgs(['1', '2', '3'])).toThrow(/usage/);
  });

  it('measures RSS growth from the first sample at or after a minute to the last one', () => {
    const verdict = soakVerdict([sample(10, 900), sample(60, 500), sample(70, 520), sample(600, 540)]);
    expect(verdict).toMatchObject({ errors: 0, baselineSeconds: 60, baselineRssMb: 500, finalRssMb: 540 });
    expect(verdict.rssGrowthPercent).toBeCloseTo(8);
    expect(verdict.passed).toBe(true);
  });

  it('fails on 10 % growth or more, and on any error of the last totals', () => {
    expect(soakVerdict([sample(60, 500), sample(600, 550)]).passed).toBe(false);
    const withError = soakVerdict([sample(60, 500), sample(600, 500, 1)]);
    expect(withError).toMatchObject({ errors: 1, passed: false });
  });

  it('writes the verdict, the per-endpoint totals and every sample', () => {
    const report = renderSoakReport({
      options: { minutes: 10, connections: 50 },
      machine: 'a machine.',
      samples: [sample(60, 500), sample(600, 510)],
      latency: { 'apps list': { p50: 3, p99: 20, max: 90 }, 'logs search': { p50: 8, p99: 40, max: 120 } },
    });
    expect(report).toContain('**PASS**: 0 errors (aim 0); RSS 500 MB at 60 s');
    expect(report).toContain('+2.0 %');
    expect(report).toContain('| apps list | 6000 | 0 | 0 | 0 | 3 | 20 | 90 |');
    expect(report).toContain('| 600 | 510 | 1.5 | 6000 | 3000 | 0 |');
  });
});
