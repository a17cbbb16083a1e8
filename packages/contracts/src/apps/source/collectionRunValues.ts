import type { CollectionComponent } from './collectionSchema.ts';

/** The longest value a variable may hold for a run: the same limit as a saved default. */
export const COLLECTION_VALUE_MAX = 2000;

export type RunValueProblem = { name: string; message: string };

/**
 * What is wrong with the values typed for one run of a collection: a value for a name that is not one of
 * its variables (say, renamed since it was typed) or one over the length limit. A run with problems is
 * refused: a value silently dropped would run the request with something the user did not choose.
 */
export function runValueProblems(
  collection: Pick<CollectionComponent, 'variables'>,
  values: Readonly<Record<string, string>>,
): RunValueProblem[] {
  const known = new Set((collection.variables ?? []).map((v) => v.name));
  return Object.entries(values).flatMap(([name, value]) => {
    if (!known.has(name)) return [{ name, message: `No variable is named '${name}'.` }];
    if (value.length > COLLECTION_VALUE_MAX)
      return [{ name, message: `Use at most ${COLLECTION_VALUE_MAX} characters.` }];
    return [];
  });
}

/** The values a run uses: the typed ones, else each variable's default (or an empty string). */
export function runValuesOf(
  collection: Pick<CollectionComponent, 'variables'>,
  typed: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    (collection.variables ?? []).map((v) => [v.name, typed[v.name] ?? v.default ?? '']),
  );
}

/** The collection with the run's values as its variables' defaults ("save as defaults"). */
export function withRunValuesAsDefaults<T extends Pick<CollectionComponent, 'variables'>>(
  collection: T,
  typed: Readonly<Record<string, string>>,
): T {
  const values = runValuesOf(collection, typed);
  return {
    ...collection,
    variables: (collection.variables ?? []).map((v) => ({ ...v, default: values[v.name] ?? '' })),
  };
}
