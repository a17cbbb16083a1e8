import { defaultScriptGlobals } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { checkScript } from './checkScript.ts';

const allowed = new Set(defaultScriptGlobals);
const messages = (source: string, globals: ReadonlySet<string> = allowed) =>
  checkScript('scripts/calc.js', source, globals).issues.map((i) => i.message);

describe('checkScript: allowed script APIs', () => {
  it('refuses a global that is not in the list, naming file, line and name', () => {
    expect(
      messages('export async function main(input) {\n  const a = 1;\n  return fetch(input.url);\n}'),
    ).toEqual(["scripts/calc.js:3: 'fetch' is not an allowed script API."]);
  });

  it('allows a name the list holds, and member access on it', () => {
    expect(
      messages('export function main(xs) { return Math.max(...xs) + JSON.stringify(xs).length; }'),
    ).toEqual([]);
    expect(messages('export function main() { return Math.max(1); }', new Set(['JSON']))).toEqual([
      "scripts/calc.js:1: 'Math' is not an allowed script API.",
    ]);
  });

  it('allows a refused name where a declaration shadows it', () => {
    const source = [
      'const fetch = (u) => u;',
      'function process(x) { return x; }',
      'export function main({ url }, [first] = [], ...rest) {',
      '  class require {}',
      '  try { return fetch(url) + process(first) + rest.length + new require(); }',
      '  catch (Function) { return Function; }',
      '}',
    ].join('\n');
    expect(messages(source)).toEqual([]);
  });

  it('resolves names through nested scopes, and only where they are in scope', () => {
    const source = [
      'export function main() {',
      '  var hoisted = 1;',
      '  function inner() { if (true) { var deep = hoisted; } return deep + arguments.length; }',
      '  { let blockOnly = 2; }',
      '  for (const item of [1]) item;',
      '  return inner() + blockOnly;',
      '}',
    ].join('\n');
    expect(messages(source)).toEqual(["scripts/calc.js:6: 'blockOnly' is not an allowed script API."]);
  });

  it('takes `typeof x` as no use of x, but a call after it as one', () => {
    expect(messages('export const main = () => typeof process;')).toEqual([]);
    expect(messages("export const main = () => typeof fetch === 'function' && fetch('x');")).toEqual([
      "scripts/calc.js:1: 'fetch' is not an allowed script API.",
    ]);
  });

  it('refuses globalThis (and so globalThis.process), eval and Function by default', () => {
    expect(
      messages(
        'export function main() {\n  return globalThis.process.env;\n}\nconst f = Function; eval("1");',
      ),
    ).toEqual([
      "scripts/calc.js:2: 'globalThis' is not an allowed script API.",
      "scripts/calc.js:4: 'Function' is not an allowed script API.",
      "scripts/calc.js:4: 'eval' is not an allowed script API.",
    ]);
  });

  it('does not take property names, labels or keys as references', () => {
    const source = [
      'export default function () {',
      '  const o = { fetch: 1, process() {}, [Symbol.iterator]: 0 };',
      '  outer: for (;;) { break outer; }',
      '  class A { static fetch = o.fetch; require() { return this.require; } }',
      '  return o.process + A.fetch;',
      '}',
    ].join('\n');
    expect(messages(source)).toEqual([]);
  });

  it('reports an assignment to an undeclared name and a dynamic import', () => {
    expect(messages("export function main() {\n  leaked = 1;\n  return import('x');\n}")).toEqual([
      "scripts/calc.js:2: 'leaked' is not an allowed script API.",
      "scripts/calc.js:3: 'import()' is not an allowed script API.",
    ]);
  });

  it('reports each name once', () => {
    expect(messages('export function main() { fetch(1); fetch(2); }')).toHaveLength(1);
  });

  // acorn and the globals check recurse per level; how deep they went depended on the stack, and `a + a +
  // ...` 5,000 long threw a RangeError out of the check (a crashed task: a 500, a build error that named
  // nothing).
  it('refuses brackets nested past the bound before parsing, naming file and line', () => {
    const deep = `export const a = ${'['.repeat(100_000)}${']'.repeat(100_000)};`;
    expect(messages(`// a script\n${deep}`)).toEqual([
      'scripts/calc.js: line 2: brackets nest more than 512 levels deep, the most a script may.',
    ]);
    expect(messages(`export const a = ${'('.repeat(100_000)}1${')'.repeat(100_000)};`)).toHaveLength(1);
  });

  it("refuses an expression nested past the stack without brackets as the script's error", () => {
    expect(messages(`export function main(x) { return ${'x+'.repeat(5_000)}1; }`)).toEqual([
      'scripts/calc.js: expressions nest too deeply to be checked.',
    ]);
  });
});
