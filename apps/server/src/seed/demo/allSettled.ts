/**
 * Awaits every promise, then throws the first rejection in the given order. The demo seed's parts write side by
 * side: the clean-up of a failed seed must not start while another part still writes. A caller reads a value by
 * awaiting its own promise after this, which has settled by then.
 */
export async function allSettledOrFirstError(promises: Iterable<Promise<unknown>>): Promise<void> {
  const outcomes = await Promise.allSettled(promises);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
