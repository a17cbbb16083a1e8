import { describe, expect, it } from 'vitest';
import { runValueProblems, runValuesOf, withRunValuesAsDefaults } from './collectionRunValues.ts';

const collection = { variables: [{ name: 'workerId', default: '21001' }, { name: 'limit' }] };

describe("a collection run's values", () => {
  it('uses the typed values first, then the defaults, and only for the collection’s variables', () => {
    expect(runValuesOf(collection, { limit: '5' })).toEqual({ workerId: '21001', limit: '5' });
    expect(runValuesOf(collection, {})).toEqual({ workerId: '21001', limit: '' });
  });

  it('refuses a value for a name that is no variable, and one over the limit', () => {
    expect(runValueProblems(collection, { workerId: '1', limit: '2' })).toEqual([]);
    expect(runValueProblems(collection, { worker: '1', limit: 'x'.repeat(2001) })).toEqual([
      { name: 'worker', message: "No variable is named 'worker'." },
      { name: 'limit', message: 'Use at most 2000 characters.' },
    ]);
  });

  it('saves the run values as the defaults, keeping the untouched ones', () => {
    expect(withRunValuesAsDefaults({ name: 'x', ...collection }, { limit: '10' })).toEqual({
      name: 'x',
      variables: [
        { name: 'workerId', default: '21001' },
        { name: 'limit', default: '10' },
      ],
    });
  });
});
