import { defaultScriptGlobals } from '@portal/contracts';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createScripts, type ScriptCall } from './scripts.ts';

const scripts = createScripts({ timeoutMs: 1500, memoryBytes: 8 * 1024 * 1024 });
// The allocation bombs get all the time they need: on a loaded machine a bomb slowed below its memory
// limit ended at the time limit instead (seen with the suite run a year ahead beside CI).
const roomy = createScripts({ timeoutMs: 60_000, memoryBytes: 8 * 1024 * 1024 });
afterAll(() => Promise.all([scripts.close(), roomy.close()]));

const call = (source: string, partial: Partial<ScriptCall> = {}): ScriptCall => ({
  source,
  file: 'scripts/s.js',
  fn: 'main',
  input: { last: { n: 2 } },
  globals: defaultScriptGlobals,
  ...partial,
});
const failure = (source: string, partial: Partial<ScriptCall> = {}, sandbox = scripts) =>
  sandbox.run(call(source, partial)).then(
    () => 'succeeded',
    (error: Error) => error.message,
  );

describe('script sandbox', () => {
  it('lets its thread go once idle, and starts one again for the next script', async () => {
    const brief = createScripts({ timeoutMs: 5000, memoryBytes: 8 * 1024 * 1024, idleMs: 300 });
    const source = 'export function main(input) { return input.last.n + 1; }';
    expect((await brief.run(call(source))).value).toBe(3);
    expect(brief.running()).toBe(true);
    // Let go once idle, waited for as a state: CI read it still running 800 ms after a 300 ms idle wait.
    await vi.waitFor(() => expect(brief.running()).toBe(false), { timeout: 10_000, interval: 50 });
    expect((await brief.run(call(source))).value).toBe(3);
    await brief.close();
  });

  it('calls the exported function with the input and returns its value as JSON', async () => {
    const source = 'export function main(input) { return { double: input.last.n * 2, at: new Date(0) }; }';
    expect(await scripts.run(call(source))).toEqual({
      value: { double: 4, at: new Date(0).toISOString() },
      console: [],
    });
    const named = 'export const other = async (input) => { await null; return [input.last.n]; };';
    expect((await scripts.run(call(named, { fn: 'other' }))).value).toEqual([2]);
    expect((await scripts.run(call('export function main() {}'))).value).toBeNull();
  });

  it('captures the console', async () => {
    const source =
      'export function main() { console.log("hello", { a: 1 }); console.error("bad"); return 1; }';
    expect((await scripts.run(call(source))).console).toEqual([
      { level: 'info', message: 'hello {"a":1}' },
      { level: 'error', message: 'bad' },
    ]);
  });

  it('fails with the message of what the script throws, its console kept', async () => {
    const source = 'export function main() { console.log("before"); throw new TypeError("no title"); }';
    const error = await scripts.run(call(source)).catch((e: { message: string; console: unknown }) => e);
    expect(error).toMatchObject({
      message: 'The script threw TypeError: no title',
      console: [{ level: 'info', message: 'before' }],
    });
    expect(await failure('export function other() {}')).toBe("scripts/s.js exports no function 'main'.");
    expect(await failure('export function main( {')).toMatch(/^The script threw SyntaxError/);
  });

  it('ends a script that loops forever at its time limit, and runs the next one', async () => {
    expect(await failure('export function main() { while (true) {} }')).toBe(
      'The script ran longer than its limit of 1500 ms.',
    );
    expect((await scripts.run(call('export const main = () => 7;'))).value).toBe(7);
  });

  it('ends a script that allocates without bound at its memory limit', async () => {
    const limit = 'The script used more than its memory limit of 8 MB.';
    const arrays =
      'export function main() { const a = []; while (true) a.push(new Array(1000).fill(a.length)); }';
    expect(await failure(arrays, {}, roomy)).toBe(limit);
    const objects = 'export function main() { const a = []; while (true) a.push({ n: a.length }); }';
    expect(await failure(objects, {}, roomy)).toBe(limit);
    expect(await failure('export function main() { return new Array(2 ** 24).fill(0); }', {}, roomy)).toBe(
      limit,
    );
    // Buffers each under the limit, many allocated between two of QuickJS's interrupt checks.
    const buffers = 'export function main() { const a = []; while (true) a.push(new Uint8Array(1 << 20)); }';
    expect(await failure(buffers, {}, roomy)).toBe(limit);
    // The thread that held the bomb is replaced: the next script runs in a small memory again.
    expect((await roomy.run(call('export const main = () => [1, 2].length;'))).value).toBe(2);
  });

  it('reaches nothing of Node: require, process, fetch, import, eval and Function find nothing', async () => {
    expect(await failure('export function main() { return require("fs"); }')).toBe(
      "The script threw ReferenceError: 'require' is not defined",
    );
    expect(await failure('export function main() { return process.env; }')).toBe(
      "The script threw ReferenceError: 'process' is not defined",
    );
    expect(await failure('export function main() { return fetch("http://localhost"); }')).toBe(
      "The script threw ReferenceError: 'fetch' is not defined",
    );
    expect(await failure('export function main() { return eval("1"); }')).toBe(
      "The script threw ReferenceError: 'eval' is not defined",
    );
    expect(await failure('import fs from "fs"; export function main() { return 1; }')).toMatch(
      /^The script threw/,
    );
    // Function through a function's constructor: refused unless the list allows Function; allowed, it is
    // QuickJS's own and compiles in the sandbox, where there is still no Node to find.
    const viaFunction =
      'export function main() { const F = (() => {}).constructor; return [F("return typeof process")(), typeof F("return this")().require]; }';
    expect(await failure(viaFunction)).toBe(
      "The script threw EvalError: 'Function' is not an allowed script API: a script cannot compile code.",
    );
    const withFunction = { globals: [...defaultScriptGlobals, 'Function'] };
    expect((await scripts.run(call(viaFunction, withFunction))).value).toEqual(['undefined', 'undefined']);
    // Even with every name allowed, the sandbox has no Node API to give.
    const all = [...defaultScriptGlobals, 'require', 'process', 'fetch', 'globalThis', 'eval', 'Function'];
    const probe =
      'export function main() { return [typeof require, typeof process, typeof fetch, typeof eval("globalThis.process")]; }';
    expect((await scripts.run(call(probe, { globals: all }))).value).toEqual([
      'undefined',
      'undefined',
      'undefined',
      'undefined',
    ]);
  });

  it('shows a script only the globals the list allows', async () => {
    const source = 'export function main() { return typeof Math + " " + typeof Date; }';
    expect((await scripts.run(call(source, { globals: ['Math', 'JSON'] }))).value).toBe('object undefined');
    // The console is a global like any other: without it, a script's console.log is an error.
    expect(await failure('export function main() { console.log(1); }', { globals: ['Math'] })).toBe(
      "The script threw ReferenceError: 'console' is not defined",
    );
  });
});
