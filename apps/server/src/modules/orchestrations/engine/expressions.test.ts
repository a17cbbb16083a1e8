import { afterAll, describe, expect, it, vi } from 'vitest';
import { createExpressions } from './expressions.ts';

describe('orchestration expressions (JSONata in a thread)', () => {
  const expressions = createExpressions({ timeoutMs: 1000 });
  afterAll(() => expressions.close());

  it('evaluates over the run data and returns plain JSON', async () => {
    const data = { inputs: { n: 2 }, last: { items: [1, 2, 3] } };
    expect(await expressions.evaluate('inputs.n * 10', data)).toBe(20);
    expect(await expressions.evaluate('last.items[$ > 1]', data)).toEqual([2, 3]);
    expect(await expressions.evaluate('{"total": $sum(last.items)}', data)).toEqual({ total: 6 });
    expect(await expressions.evaluate('missing', data)).toBeNull();
  });

  it('gives nothing of the process or of prototypes to hostile expressions', async () => {
    const data = { a: { b: 1 }, list: [1] };
    for (const hostile of [
      'constructor',
      'a.constructor',
      'a.constructor.constructor("return process")()',
      '$string.constructor',
      'list.__proto__',
      '$$.__proto__',
      '$lookup($, "constructor")',
      'process',
      'process.env',
      '$eval("constructor")',
    ])
      expect(await expressions.evaluate(hostile, data).catch(() => null)).toBeNull();
    await expect(expressions.evaluate('__proto__.polluted := 1', data)).rejects.toThrow();
    await expect(expressions.evaluate('$eval("1 +")', data)).rejects.toThrow();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('stops an expression over its time limit and evaluates the next one in a new thread', async () => {
    const slow = createExpressions({ timeoutMs: 200 });
    await expect(slow.evaluate('$sum([1..10000000].($ * 2))', {})).rejects.toThrow(
      'The expression took longer than 200 ms.',
    );
    expect(await slow.evaluate('1 + 1', {})).toBe(2);
    await slow.close();
  });

  it('lets its thread go once idle, and starts one again for the next expression', async () => {
    const brief = createExpressions({ timeoutMs: 5000, idleMs: 300 });
    expect(brief.running()).toBe(false);
    const both = Promise.all([brief.evaluate('1 + 1', {}), brief.evaluate('2 + 2', {})]);
    expect(brief.running()).toBe(true);
    expect(await both).toEqual([2, 4]);
    // Within its idle time: kept for the next one.
    expect(brief.running()).toBe(true);
    // Let go once idle, waited for as a state: CI read it still running 800 ms after a 300 ms idle wait.
    await vi.waitFor(() => expect(brief.running()).toBe(false), { timeout: 10_000, interval: 50 });
    expect(await brief.evaluate('3 + 3', {})).toBe(6);
    await brief.close();
  });
});
