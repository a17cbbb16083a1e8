import { z } from 'zod';

/** Ids of components, steps, sections, fields and actions: short, lowercase, safe in URLs and logs. */
export const localIdSchema = z
  .string()
  .regex(/^[a-z][a-z0-9_-]{0,63}$/, 'Use 1-64 lowercase letters, digits, - or _, starting with a letter.');

/** Adds an issue at `path` for every value that occurs twice in `values`. */
export function addDuplicateIssues(
  ctx: z.core.$RefinementCtx,
  values: readonly string[],
  pathOf: (index: number) => PropertyKey[],
  what: string,
): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    if (seen.has(value))
      ctx.addIssue({ code: 'custom', path: pathOf(index), message: `Duplicate ${what} '${value}'.` });
    seen.add(value);
  });
}
