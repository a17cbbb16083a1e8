import { useMutation } from '@tanstack/react-query';
import { http } from '../../../lib/http/httpClient.ts';

/** A request an explorer sends as the user wrote it (`http.raw`): shown as answered, whatever its status. */
export type TryRequest = {
  method: string;
  url: string;
  init: Parameters<typeof http.raw>[2];
};

/**
 * Sends the request built from the variables; the variables stay the mutation's, so a page can tell
 * which of its requests an answer belongs to.
 */
export function useTryRequestMutation<V>(build: (variables: V) => TryRequest) {
  return useMutation({
    mutationFn: (variables: V) => {
      const { method, url, init } = build(variables);
      return http.raw(method, url, init);
    },
  });
}
