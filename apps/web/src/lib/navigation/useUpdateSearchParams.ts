import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Lists keep their search, filters and page in the URL (the admin lists, an app's activity): this sets or
 * removes several at once (an empty value removes it), replacing the history entry so typing does not fill
 * the back button.
 */
export function useUpdateSearchParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes)) {
            if (value) next.set(name, value);
            else next.delete(name);
          }
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
