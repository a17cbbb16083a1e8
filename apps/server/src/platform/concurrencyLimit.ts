/** Lets a slot go; idempotent (a stream's end and its close may both call it). */
export type Release = () => void;

export type ConcurrencyLimitOptions = {
  /** Heavy requests running at once, for everyone. */
  overall: number;
  /** Heavy requests one user may have running at once. */
  perUser: number;
  /** Requests waiting for a slot at most; beyond, a request is refused at once. */
  queue: number;
  /** The longest a request waits for a slot before it is refused. */
  maxWaitMs: number;
};

type Waiter = { key: string; grant: (release: Release | null) => void; timer: NodeJS.Timeout };

/**
 * Admission for heavy requests (under 200 concurrent log searches a third took over
 * 10 s and /healthz 10.9 s): a few run, a few wait in arrival order, the rest are refused at once so the
 * client can come back (503 with Retry-After) instead of piling onto the database.
 */
export function concurrencyLimit(options: ConcurrencyLimitOptions) {
  let running = 0;
  const perKey = new Map<string, number>();
  const waiting: Waiter[] = [];

  const fits = (key: string) => running < options.overall && (perKey.get(key) ?? 0) < options.perUser;

  const take = (key: string): Release => {
    running++;
    perKey.set(key, (perKey.get(key) ?? 0) + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      running--;
      const left = (perKey.get(key) ?? 1) - 1;
      if (left === 0) perKey.delete(key);
      else perKey.set(key, left);
      admitWaiting();
    };
  };

  const admitWaiting = () => {
    for (let i = 0; i < waiting.length && running < options.overall; ) {
      const waiter = waiting[i]!;
      if (!fits(waiter.key)) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      clearTimeout(waiter.timer);
      waiter.grant(take(waiter.key));
    }
  };

  return {
    /** A slot for `key` (the user), or null when the request is to be refused. */
    acquire(key: string): Promise<Release | null> {
      if (fits(key) && waiting.length === 0) return Promise.resolve(take(key));
      if (waiting.length >= options.queue) return Promise.resolve(null);
      return new Promise((resolve) => {
        const waiter: Waiter = {
          key,
          grant: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(null);
          }, options.maxWaitMs),
        };
        waiting.push(waiter);
        admitWaiting();
      });
    },
    get running(): number {
      return running;
    },
    get waiting(): number {
      return waiting.length;
    },
  };
}

export type ConcurrencyLimit = ReturnType<typeof concurrencyLimit>;
