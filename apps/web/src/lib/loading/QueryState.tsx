import type { ReactNode } from 'react';
import { DelayedSpinner } from './DelayedSpinner.tsx';
import { LoadErrorAlert } from './LoadErrorAlert.tsx';

/** What QueryState reads of a query: a `useQuery` result, `allQueries(...)`, or a hook's own read. */
export type QueryLike<T> = {
  data: T | undefined;
  isPending: boolean;
  error: Error | null;
  refetch: () => unknown;
};

type Props<T> = {
  query: QueryLike<T>;
  /** What could not be loaded, in the words of the place. */
  errorMessage: string | ((error: Error) => string);
  /** Why, when there is more to say (`loadErrorDetail`, `errorText`). */
  errorDetail?: (error: Error) => string | undefined;
  /** What to show instead of the data when there is nothing in it (an empty list's text). */
  empty?: { when: (data: T) => boolean; show: ReactNode };
  /** What stands in while it loads where a spinner does not fit (a disabled field, nothing); the delayed spinner by default. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * The one way a page shows a query's states: the delayed spinner while it loads, the error alert with
 * a Try again that refetches, the place's empty text, then the data.
 */
export function QueryState<T>({ query, errorMessage, errorDetail, empty, loading, children }: Props<T>) {
  const { data, isPending, error } = query;
  if (error) {
    return (
      <LoadErrorAlert
        message={typeof errorMessage === 'function' ? errorMessage(error) : errorMessage}
        detail={errorDetail?.(error)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  if (isPending || data === undefined) return <>{loading === undefined ? <DelayedSpinner /> : loading}</>;
  if (empty?.when(data)) return <>{empty.show}</>;
  return <>{children(data)}</>;
}
