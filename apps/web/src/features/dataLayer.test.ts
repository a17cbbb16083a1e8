import { describe, expect, it } from 'vitest';

/**
 * One shape for server state (docs/architecture.md "The query cache"): a feature's `api/` folder holds
 * its query keys, queries and mutations, and components call its hooks. A `useMutation(` or a
 * `queryKey: [` literal anywhere else is a second way, and fails here.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const inlineMutation = /\buseMutation\s*[<(]/;
const inlineKey = /\bqueryKey:\s*\[/;
/** A feature's (or a shared area's) data layer: `features/<area>/.../api/<file>`. */
const inFeatureApi = (file: string) => /^features\/(?:[^/]+\/)*api\/[^/]+$/.test(file);

const writingTheirOwn = Object.entries(sources)
  .map(([file, text]) => [file.replace(/^\/src\//, ''), text] as const)
  .filter(([file, text]) => !inFeatureApi(file) && (inlineMutation.test(text) || inlineKey.test(text)))
  .map(([file]) => file)
  .sort();

describe('the web’s data layer', () => {
  it('keeps mutations and query keys in the features’ api/ folders', () => {
    expect(writingTheirOwn).toEqual([]);
  });

  it('tells an api/ folder from a component', () => {
    expect(inFeatureApi('features/support/api/supportQueries.ts')).toBe(true);
    expect(inFeatureApi('features/builder/studio/api/studioApi.ts')).toBe(true);
    expect(inFeatureApi('features/support/CaseView.tsx')).toBe(false);
    expect(inFeatureApi('features/support/api/nested/x.ts')).toBe(false);
    expect(inFeatureApi('lib/api/x.ts')).toBe(false);
  });
});
