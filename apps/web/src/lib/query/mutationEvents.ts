import type { UseMutationOptions } from '@tanstack/react-query';

/**
 * What a component does when a feature's mutation starts (a problem shown before cleared) or settles (a
 * toast, a closed dialog), handed to the feature's `use*Mutation` hook. They run as the mutation's own
 * callbacks, after what the hook refreshes, for every call: even one the component started again before
 * the first answered, or left meanwhile.
 */
export type MutationEvents<TData, TVariables> = Pick<
  UseMutationOptions<TData, Error, TVariables>,
  'onMutate' | 'onSuccess' | 'onError' | 'onSettled'
>;

/**
 * The events with what the hook refreshes first: `refresh` runs on success (awaited when it returns a
 * promise), then the component's `onSuccess`.
 */
export function refreshing<TData, TVariables>(
  refresh: (data: TData, variables: TVariables) => unknown,
  events?: MutationEvents<TData, TVariables>,
): MutationEvents<TData, TVariables> {
  return {
    ...events,
    onSuccess: async (...args) => {
      await refresh(args[0], args[1]);
      return events?.onSuccess?.(...args);
    },
  };
}
