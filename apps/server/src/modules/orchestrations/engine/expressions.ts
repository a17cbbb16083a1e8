import { Worker } from 'node:worker_threads';
import { retireWhenIdle, THREAD_IDLE_MS } from '../../../platform/threads/retireWhenIdle.ts';
import { threadResourceLimits } from '../../../runtime/threadLimits.ts';

/** An expression that failed: bad syntax, an error while evaluating, or over its time limit. */
export class ExpressionError extends Error {
  override name = 'ExpressionError';
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout };

export type Expressions = {
  /** The value of a JSONata expression over `data`, as JSON (undefined becomes null). */
  evaluate(expression: string, data: unknown): Promise<unknown>;
  /** Whether the thread is running now (it is let go after `idleMs` with nothing to evaluate). */
  running(): boolean;
  close(): Promise<void>;
};

/**
 * Evaluates JSONata in one long-lived worker thread (a thread per expression would cost tens of
 * milliseconds each). An expression over `timeoutMs` terminates the thread, which fails whatever else
 * was waiting on it too, and the next evaluation starts a new one. Idle for `idleMs`, the thread is let go
 * (the next evaluation starts one).
 */
export function createExpressions(options: { timeoutMs: number; idleMs?: number }): Expressions {
  type Thread = { worker: Worker; pending: Map<number, Pending>; ready: Promise<void> };
  let current: Thread | null = null;
  let nextId = 0;

  // Each thread fails only its own waiters: a terminated thread's exit must not touch its successor's.
  const failAll = (thread: Thread, message: string) => {
    for (const p of thread.pending.values()) {
      clearTimeout(p.timer);
      p.reject(new ExpressionError(message));
    }
    thread.pending.clear();
  };

  const start = (): Thread => {
    const worker = new Worker(new URL('./expressionThread.mjs', import.meta.url), {
      resourceLimits: threadResourceLimits,
    });
    const thread: Thread = {
      worker,
      pending: new Map(),
      ready: new Promise((resolve, reject) => {
        worker.once('message', () => resolve());
        worker.once('error', reject);
        worker.once('exit', () => reject(new ExpressionError('The expression thread stopped.')));
      }),
    };
    // Waiters see the failure through their own promise; this one must not be an unhandled rejection.
    thread.ready.catch(() => {});
    // Idle, it must not keep the process alive.
    thread.worker.unref();
    thread.worker.on('message', (m: { id?: number; ok?: boolean; value?: unknown; message?: string }) => {
      if (m.id === undefined) return;
      const p = thread.pending.get(m.id);
      if (!p) return;
      thread.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.ok) p.resolve(m.value);
      else p.reject(new ExpressionError(m.message ?? 'The expression failed.'));
    });
    thread.worker.on('error', (error) => failAll(thread, `The expression thread failed: ${error.message}`));
    thread.worker.on('exit', () => {
      if (current === thread) current = null;
      failAll(thread, 'The expression thread stopped.');
    });
    return thread;
  };

  const idle = retireWhenIdle(() => {
    const thread = current;
    current = null;
    if (thread) void thread.worker.terminate();
  }, options.idleMs ?? THREAD_IDLE_MS);

  const evaluateNow = async (expression: string, data: unknown): Promise<unknown> => {
    current ??= start();
    const thread = current;
    const id = nextId++;
    await thread.ready;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        thread.pending.delete(id);
        reject(new ExpressionError(`The expression took longer than ${options.timeoutMs} ms.`));
        if (current === thread) current = null;
        void thread.worker.terminate();
      }, options.timeoutMs);
      thread.pending.set(id, { resolve, reject, timer });
      thread.worker.postMessage({ id, expression, data });
    });
  };

  return {
    evaluate: (expression, data) => idle.run(() => evaluateNow(expression, data)),
    running: () => current !== null,
    async close() {
      idle.stop();
      const thread = current;
      current = null;
      if (thread) await thread.worker.terminate();
    },
  };
}
