import { describe, expect, it } from 'vitest';
import { fuseRanks } from './fuseRanks.ts';

const id = (item: { id: string }) => item.id;

describe('fuseRanks', () => {
  it('puts what both lists found first, then alternates by rank', () => {
    const full = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];
    const near = [{ id: 'x' }, { id: 'c' }, { id: 'y' }];
    expect(fuseRanks([full, near], id).map(id)).toEqual(['c', 'a', 'x', 'b', 'y']);
  });

  it('keeps the first list’s row of a thing both found', () => {
    const fused = fuseRanks([[{ id: 'a', from: 'full' }], [{ id: 'a', from: 'near' }]], (item) => item.id);
    expect(fused).toEqual([{ id: 'a', from: 'full' }]);
  });

  it('is the list itself when the other is empty', () => {
    expect(fuseRanks([[{ id: 'a' }, { id: 'b' }], []], id).map(id)).toEqual(['a', 'b']);
  });
});
