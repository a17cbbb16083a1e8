import { describe, expect, it } from 'vitest';
import { usageLevel } from './usageLevel.ts';

describe('usageLevel', () => {
  it.each([
    [
      { limit: 10, used: 2 },
      { share: 0.2, color: 'blue' },
    ],
    [
      { limit: 10, used: 8 },
      { share: 0.8, color: 'yellow' },
    ],
    [
      { limit: 10, used: 10 },
      { share: 1, color: 'red' },
    ],
    [
      { limit: 100, used: 121 },
      { share: 1, color: 'red' },
    ],
    [
      { limit: 0, used: 0 },
      { share: 0, color: 'blue' },
    ],
    [
      { limit: 0, used: 1 },
      { share: 1, color: 'red' },
    ],
    [
      { limit: null, used: 5000 },
      { share: null, color: 'blue' },
    ],
  ])('%o is %o', (usage, level) => {
    expect(usageLevel(usage)).toEqual(level);
  });
});
