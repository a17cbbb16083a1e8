import { describe, expect, it, vi } from 'vitest';
import { bothQueries } from './bothQueries.ts';
import type { QueryLike } from './QueryState.tsx';

const query = <T>(state: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  isPending: false,
  error: null,
  refetch: vi.fn(),
  ...state,
});

describe('bothQueries', () => {
  it('is loaded once both are, with both answers', () => {
    expect(bothQueries(query({ data: 1 }), query({ data: 'a' })).data).toEqual([1, 'a']);
    const half = bothQueries(query({ data: 1 }), query<string>({ isPending: true }));
    expect(half.data).toBeUndefined();
    expect(half.isPending).toBe(true);
  });

  it('fails with the first error, and Try again asks again only for what failed', () => {
    const first = query<number>({ data: 1 });
    const second = query<string>({ error: new Error('second') });
    const both = bothQueries(first, second);
    expect(both.error?.message).toBe('second');
    both.refetch();
    expect(first.refetch).not.toHaveBeenCalled();
    expect(second.refetch).toHaveBeenCalledTimes(1);
  });
});
