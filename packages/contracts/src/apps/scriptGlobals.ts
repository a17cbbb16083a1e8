import { z } from 'zod';

/**
 * The global names a script (an ES2022 module run in the platform's sandbox) may read or call when staff
 * have not changed the list (/admin/build/env): the ECMAScript built-ins and console. Left out on
 * purpose: what reaches outside the sandbox or evaluates code (globalThis, eval, Function, process,
 * require, fetch), and shared memory and GC hooks (SharedArrayBuffer, Atomics, WeakRef,
 * FinalizationRegistry), whose timing a script could observe. Staff may add any of them.
 */
export const defaultScriptGlobals: readonly string[] = [
  'AggregateError',
  'Array',
  'ArrayBuffer',
  'BigInt',
  'BigInt64Array',
  'BigUint64Array',
  'Boolean',
  'DataView',
  'Date',
  'Error',
  'EvalError',
  'Float32Array',
  'Float64Array',
  'Infinity',
  'Int8Array',
  'Int16Array',
  'Int32Array',
  'Intl',
  'JSON',
  'Map',
  'Math',
  'NaN',
  'Number',
  'Object',
  'Promise',
  'Proxy',
  'RangeError',
  'ReferenceError',
  'Reflect',
  'RegExp',
  'Set',
  'String',
  'Symbol',
  'SyntaxError',
  'TypeError',
  'URIError',
  'Uint8Array',
  'Uint8ClampedArray',
  'Uint16Array',
  'Uint32Array',
  'WeakMap',
  'WeakSet',
  'console',
  'decodeURI',
  'decodeURIComponent',
  'encodeURI',
  'encodeURIComponent',
  'isFinite',
  'isNaN',
  'parseFloat',
  'parseInt',
  'undefined',
];

export const scriptGlobalsBounds = { maxNames: 200, maxNameLength: 64 } as const;

/** A plain JavaScript identifier (ASCII), as a script would write the global's name. */
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

export const scriptGlobalsSchema = z
  .array(
    z
      .string()
      .max(
        scriptGlobalsBounds.maxNameLength,
        `An allowed script API name is at most ${scriptGlobalsBounds.maxNameLength} characters.`,
      )
      .regex(IDENTIFIER, 'An allowed script API is a JavaScript identifier (letters, digits, _ and $).'),
  )
  .max(scriptGlobalsBounds.maxNames, `At most ${scriptGlobalsBounds.maxNames} allowed script APIs.`)
  .superRefine((names, ctx) => {
    const seen = new Set<string>();
    names.forEach((name, i) => {
      if (seen.has(name))
        ctx.addIssue({
          code: 'custom',
          path: [i],
          message: `'${name}' is listed twice in the allowed script APIs.`,
        });
      seen.add(name);
    });
  });
