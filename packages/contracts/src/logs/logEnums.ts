import { z } from 'zod';

/** Log filter conditions (docs/product/logs.md LOGS-2). */
export const logFilterConditions = [
  'stringEquals',
  'stringNotEquals',
  'stringMatch',
  'stringNotMatch',
  'numberEquals',
  'numberNotEquals',
  'numberGreaterThan',
  'numberLessThan',
  'columnExists',
  'columnDoesNotExist',
] as const;
export const logFilterConditionSchema = z.enum(logFilterConditions);
export type LogFilterCondition = z.infer<typeof logFilterConditionSchema>;

/** Conditions that compare against a number, and those that take no value at all. */
export function conditionValueKind(condition: LogFilterCondition): 'string' | 'regex' | 'number' | 'none' {
  if (condition === 'columnExists' || condition === 'columnDoesNotExist') return 'none';
  if (condition === 'stringMatch' || condition === 'stringNotMatch') return 'regex';
  return condition.startsWith('number') ? 'number' : 'string';
}

export const builtInLogPresets = [
  'All',
  'App Event',
  'Audit Activity',
  'Remote API',
  'Access Detail',
] as const;
export type BuiltInLogPreset = (typeof builtInLogPresets)[number];

/** A custom preset may not take a built-in preset's name, whatever its case (two of one name in the picker). */
export function isBuiltInPresetName(name: string): boolean {
  const wanted = name.trim().toLowerCase();
  return builtInLogPresets.some((builtIn) => builtIn.toLowerCase() === wanted);
}

/** A search shows at most 500 results (docs/product/logs.md LOGS-7). */
export const LOG_RESULT_LIMIT = 500;

// Here rather than in search.ts, which imports re2js: the browser reads numbers without loading RE2.
const NUMBER = /^\s*-?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/;

/** The number a number condition compares with, or undefined when the value is not a number. */
export function filterNumber(value: string | number | undefined): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (value === undefined || !NUMBER.test(value)) return undefined;
  return Number(value);
}
