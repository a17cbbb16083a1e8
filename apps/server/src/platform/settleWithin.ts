/**
 * `work`'s outcome, or `late()`'s once `ms` have passed first (a throw from `late` rejects). The work itself
 * is left to finish unobserved; the timer is cleared as soon as either settles and never keeps the process
 * alive on its own.
 */
export async function settleWithin<T, L>(work: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms).unref();
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
